/** URLs have no trailing slash (docs/product.md, "Routes"). */
export const HOME_PATH = "/accueil";
export const PORTFOLIO_PATH = "/realisation";
export const PROJECT_PREFIX = "/projet/";
/** Where a quote request sent without JavaScript lands once it is received. */
export const CONFIRMATION_PATH = "/merci";

export const projectPath = (slug: string): string => `${PROJECT_PREFIX}${slug}`;

export const PORTFOLIO_PAGE_SIZE = 12;
/**
 * Page n of a listing whose first page is `basePath` (a kind's `pages.listing.path` in the content model):
 * page 1 is `basePath` itself, page n is `basePath/n` (/realisation, /realisation/2…).
 */
export const listingPagePath = (basePath: string, page: number): string =>
  page <= 1 ? basePath : `${basePath}/${page}`;
export const legalPath = (slug: string): string => `/${slug}`;
/** The slug of content/legal/politique-confidentialite.md keeps its capital C. */
export const PRIVACY_POLICY_PATH = legalPath("politique-Confidentialite");
export const homeAnchor = (id: string): string => `${HOME_PATH}#${id}`;

/** Paths owned by pages in `src/pages`: a legal page may not take them. */
export const RESERVED_PATHS = ["/", HOME_PATH, PORTFOLIO_PATH, CONFIRMATION_PATH, "/404", "/projet"];

/** Where an unknown path leads: an unknown project to the portfolio, anything else home. */
export const fallbackFor = (pathname: string): string => {
  const clean = pathname.replace(/\/+$/, "").toLowerCase();
  return clean.startsWith(PROJECT_PREFIX.toLowerCase()) || clean === "/projet" ? PORTFOLIO_PATH : HOME_PATH;
};

export const normalizePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

/** Served by `gatsby develop` (src/node/content/develop-session.ts). */
export const CONTENT_PROBLEMS_PATH = "/__voltis/content-problems";
