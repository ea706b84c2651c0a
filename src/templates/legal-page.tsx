import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { LegalPageView } from "../components/legal/LegalPageView";
import { Seo } from "../components/seo/Seo";
import { legalPath } from "../lib/routes";

type Data = Queries.LegalPageByIdQuery;

/** Thin wrapper: the query and Head here, the page itself in LegalPageView. */
const LegalPageTemplate = ({ data }: PageProps<Data>) => {
  const page = data.legalPage;
  if (!page) return null;
  return (
    <Layout>
      <LegalPageView
        title={page.title}
        updatedAt={page.updatedAt}
        html={page.html}
        toc={page.toc ? [...page.headings] : undefined}
      />
    </Layout>
  );
};

export default LegalPageTemplate;

export const Head = ({ data }: HeadProps<Data>) =>
  data.legalPage ? (
    <Seo title={data.legalPage.title} description={data.legalPage.description} pathname={legalPath(data.legalPage.slug)} />
  ) : null;

export const query = graphql`
  query LegalPageById($id: String!) {
    legalPage(id: { eq: $id }) {
      slug
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
