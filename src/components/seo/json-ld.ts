/** JSON-LD (schema.org) builders, fed with the site facts and each page's content. */

export interface PostalAddressFacts {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface OrganizationFacts {
  name: string;
  description?: string | null;
  siteUrl: string;
  email?: string | null;
  phone?: string | null;
  legalForm?: string | null;
  vatNumber?: string | null;
  siren?: string | null;
  address?: PostalAddressFacts | null;
  social?: readonly ({ name?: string | null; url?: string | null } | null)[] | null;
  /** Absolute URLs. */
  logo?: string | null;
  image?: string | null;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export const siteLink = (siteUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${trimSlash(siteUrl)}${pathOrUrl === "/" ? "" : pathOrUrl}`;

/** The one identifier of the company, so every page's JSON-LD points at the same entity. */
export const organizationId = (siteUrl: string) => `${trimSlash(siteUrl)}/#organisation`;

/** schema.org prefers the ISO 3166-1 code. */
const COUNTRY_CODES: Record<string, string> = {
  france: "FR",
  belgique: "BE",
  suisse: "CH",
  maroc: "MA",
  luxembourg: "LU",
};
const countryCode = (country: string) => COUNTRY_CODES[country.trim().toLowerCase()] ?? country;

const compact = <T extends JsonLd>(object: T): T =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;

export const postalAddress = (address: PostalAddressFacts): JsonLd =>
  compact({
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: address.country ? countryCode(address.country) : undefined,
  });

/** A ProfessionalService, a LocalBusiness and so an Organization. */
export const organizationJsonLd = (facts: OrganizationFacts, homePath = "/accueil"): JsonLd =>
  compact({
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId(facts.siteUrl),
    name: facts.name,
    legalName: facts.legalForm ? `${facts.name} ${facts.legalForm}` : undefined,
    description: facts.description,
    url: siteLink(facts.siteUrl, homePath),
    logo: facts.logo,
    image: facts.image ?? facts.logo,
    email: facts.email,
    telephone: facts.phone,
    vatID: facts.vatNumber,
    taxID: facts.siren,
    address: facts.address ? postalAddress(facts.address) : undefined,
    areaServed: facts.address?.country ? { "@type": "Country", name: facts.address.country } : undefined,
    contactPoint: [
      compact({
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: facts.phone,
        email: facts.email,
        availableLanguage: ["French"],
        areaServed: facts.address?.country ? countryCode(facts.address.country) : undefined,
      }),
    ],
    sameAs: (facts.social ?? []).map((network) => network?.url).filter((url): url is string => Boolean(url)),
  });

export const websiteJsonLd = (facts: Pick<OrganizationFacts, "name" | "siteUrl" | "description">): JsonLd =>
  compact({
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${trimSlash(facts.siteUrl)}/#site`,
    name: facts.name,
    description: facts.description,
    url: trimSlash(facts.siteUrl),
    inLanguage: "fr-FR",
    publisher: { "@id": organizationId(facts.siteUrl) },
  });

export interface ProjectFacts {
  name: string;
  title?: string | null;
  description?: string | null;
  path: string;
  image?: string | null;
  tags?: readonly (string | null | undefined)[] | null;
  year?: number | null;
  client?: string | null;
  websiteLink?: string | null;
}

/** A CreativeWork made by the agency for its client. */
export const projectJsonLd = (project: ProjectFacts, agency: Pick<OrganizationFacts, "name" | "siteUrl">): JsonLd => {
  const url = siteLink(agency.siteUrl, project.path);
  return compact({
    "@context": CONTEXT,
    "@type": "CreativeWork",
    "@id": `${url}#projet`,
    name: project.name,
    headline: project.title,
    description: project.description,
    url,
    mainEntityOfPage: url,
    image: project.image,
    inLanguage: "fr-FR",
    dateCreated: project.year ? String(project.year) : undefined,
    keywords: (project.tags ?? []).filter(Boolean).join(", "),
    creator: { "@type": "ProfessionalService", "@id": organizationId(agency.siteUrl), name: agency.name },
    funder: project.client ? { "@type": "Organization", name: project.client } : undefined,
    sameAs: project.websiteLink,
  });
};

export interface Crumb {
  name: string;
  path: string;
}

export const breadcrumbJsonLd = (siteUrl: string, crumbs: readonly Crumb[]): JsonLd => ({
  "@context": CONTEXT,
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: siteLink(siteUrl, crumb.path),
  })),
});
