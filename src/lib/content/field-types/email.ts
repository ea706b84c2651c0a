import { ruleType } from "./field-type";

export const emailType = ruleType("email", "adresse e-mail", "email");
