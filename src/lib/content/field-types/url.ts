import { ruleType } from "./field-type";

export const urlType = ruleType("url", "adresse web complète (`https://…`)", "url");
