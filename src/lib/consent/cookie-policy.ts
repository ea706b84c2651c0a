import { legalPath } from "../routes";

/** The cookie policy is the legal page content/legal/politique-cookies.md. */
export const COOKIE_POLICY_SLUG = "politique-cookies";
export const COOKIE_POLICY_PATH = legalPath(COOKIE_POLICY_SLUG);
