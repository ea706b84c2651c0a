/**
 * A page's <title>, as src/components/seo/Seo.tsx writes it: the page's own title, a separator, the site's name
 * (` | ` for most pages, ` – ` for a project's, src/templates/project.tsx).
 * html-validate's `long-title` rule (`.htmlvalidate.json` extends `html-validate:recommended`, default
 * `maxlength` 70) refuses a longer one, so a field that feeds a page's title gets the rest as its `maxLength`
 * (`withTitleBudget`, content-model.ts): the content check and the CMS say it before the build.
 */
export const TITLE_MAX_LENGTH = 70;
export const TITLE_SEPARATOR = " | ";
/** A project's page: « Gérer mon permis – Voltis Digital ». */
export const PROJECT_TITLE_SEPARATOR = " \u2013 ";

export const pageTitle = (title: string, siteName: string, separator = TITLE_SEPARATOR): string =>
  `${title}${separator}${siteName}`;

/** The characters a page's own title may take: 70 less the longest separator and the site's name (53 for « Voltis Digital »). */
export const titleBudget = (siteName: string): number =>
  TITLE_MAX_LENGTH - Math.max(TITLE_SEPARATOR.length, PROJECT_TITLE_SEPARATOR.length) - siteName.length;
