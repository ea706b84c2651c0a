import { ruleType } from "./field-type";

/** Lower-case words joined by hyphens; a field may name another rule (`rule`), as the legal pages' addresses do. */
export const slugType = ruleType("slug", "identifiant d’adresse\u00a0: minuscules, chiffres et tirets", "slug");
