import { graphql, useStaticQuery } from "gatsby";
import { follows } from "../../lib/content/content-rules";

export interface NavLink {
  id: number;
  title: string;
  link: string;
}

export interface SiteData {
  site: Queries.SiteMetadataFieldsFragment;
  navigation: { header: readonly NavLink[]; footerSections: readonly NavLink[]; footerPages: readonly NavLink[] };
}

export const siteMetadataFragment = graphql`
  fragment SiteMetadataFields on SiteSiteMetadata {
    name
    tagline
    description
    siteUrl
    legalForm
    capital
    rcs
    vatNumber
    director
    email
    phone
    phoneDisplay
    responseTime
    address {
      street
      postalCode
      city
      country
    }
    social {
      name
      url
    }
  }
`;

export const useSiteData = (): SiteData => {
  const data = useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      site {
        siteMetadata {
          ...SiteMetadataFields
        }
      }
      navigation {
        header {
          id
          title
          link
        }
        footerSections {
          id
          title
          link
        }
        footerPages {
          id
          title
          link
        }
      }
    }
  `);
  if (!data.site?.siteMetadata || !data.navigation) {
    throw new Error("Les données du site (content/settings/site.md, content/navigation) sont introuvables.");
  }
  const { header, footerSections, footerPages } = data.navigation;
  return {
    site: data.site.siteMetadata,
    navigation: {
      header: sitePagesOnly(header),
      footerSections: sitePagesOnly(footerSections),
      footerPages: sitePagesOnly(footerPages),
    },
  };
};

/**
 * The links a page renders: pages of this site only, by the rule the content check applies (content-rules.ts,
 * `path`). The check refuses any other before a build; this keeps a link to another host off every page even so.
 */
export const sitePagesOnly = (links: readonly NavLink[]): readonly NavLink[] =>
  links.filter((item) => follows("path", item.link));
