import logo from "../../images/icon.png";
import { HOME_PATH, PORTFOLIO_PATH } from "../../lib/routes";
import { absoluteUrl, DEFAULT_IMAGE, type SeoSite } from "./Seo";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  projectJsonLd,
  websiteJsonLd,
  type Crumb,
  type ProjectFacts,
} from "./json-ld";

/** The JSON-LD of each kind of page, so that each page's Head stays one line. */

const HOME_CRUMB: Crumb = { name: "Accueil", path: HOME_PATH };
const PORTFOLIO_CRUMB: Crumb = { name: "Réalisations", path: PORTFOLIO_PATH };

/** /accueil: the agency (with its square logo) and the website it publishes. */
export const homeJsonLd = (site: SeoSite): object[] => [
  organizationJsonLd({
    ...site,
    logo: absoluteUrl(site.siteUrl, logo),
    image: absoluteUrl(site.siteUrl, DEFAULT_IMAGE.src),
  }),
  websiteJsonLd(site),
];

/** /realisation: Accueil › Réalisations. */
export const portfolioJsonLd = (site: SeoSite): object[] => [
  breadcrumbJsonLd(site.siteUrl, [HOME_CRUMB, PORTFOLIO_CRUMB]),
];

/** /projet/{slug}: the project as a CreativeWork, and Accueil › Réalisations › project (`path`: its page's address). */
export const projectPageJsonLd = (site: SeoSite, project: ProjectFacts): object[] => [
  projectJsonLd(project, site),
  breadcrumbJsonLd(site.siteUrl, [HOME_CRUMB, PORTFOLIO_CRUMB, { name: project.name, path: project.path }]),
];

/** A legal page: Accueil › page (`path`: its page's address). */
export const legalPageJsonLd = (site: SeoSite, page: { title: string; path: string }): object[] => [
  breadcrumbJsonLd(site.siteUrl, [HOME_CRUMB, { name: page.title, path: page.path }]),
];
