import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { LegalPageView } from "../components/legal/LegalPageView";
import { Seo, useSeoSite } from "../components/seo/Seo";
import { legalPageJsonLd } from "../components/seo/site-json-ld";
import { CookieChoicePanel } from "../components/consent/CookieChoicePanel";
import { COOKIE_POLICY_SLUG } from "../lib/consent/cookie-policy";
import { StaticIsland } from "../components/ui/StaticIsland";

type Data = Queries.LegalPageByIdQuery;

const LegalPageTemplate = ({ data }: PageProps<Data>) => {
  const page = data.legalPage;
  if (!page) return null;
  return (
    <Layout>
      {/* Headings, text and links only: kept as server HTML on the first load (no hydration). */}
      <StaticIsland>
        <LegalPageView
          title={page.title}
          updatedAt={page.updatedAt}
          html={page.html}
          toc={page.toc ? [...page.headings] : undefined}
        />
      </StaticIsland>
      {page.slug === COOKIE_POLICY_SLUG && <CookieChoicePanel />}
    </Layout>
  );
};

export default LegalPageTemplate;

export const Head = ({ data }: HeadProps<Data>) => {
  const site = useSeoSite();
  return data.legalPage ? (
    <Seo
      title={data.legalPage.title}
      description={data.legalPage.description}
      pathname={data.legalPage.pagePath}
      jsonLd={legalPageJsonLd(site, { title: data.legalPage.title, path: data.legalPage.pagePath })}
    />
  ) : null;
};

export const query = graphql`
  query LegalPageById($id: String!) {
    legalPage(id: { eq: $id }) {
      slug
      # The page's address, from the content model (its canonical URL).
      pagePath
      title
      description
      updatedAt(formatString: "DD/MM/YYYY")
      toc
      html
      headings {
        id
        value
      }
    }
  }
`;
