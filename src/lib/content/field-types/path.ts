import { ruleType } from "./field-type";

/** An internal link: "/accueil", "/accueil#contact". */
export const pathType = ruleType("path", "lien interne (`/accueil`, `/accueil#contact`)", "path");
