import * as React from "react";
import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Layout } from "../components/layout/Layout";
import { Container } from "../components/ui/Container";
import { Seo } from "../components/seo/Seo";
import { fallbackFor, HOME_PATH, PORTFOLIO_PATH } from "../lib/routes";
import { vars } from "../styles/vars";

const Wrap = styled(Container)`
  padding-block: 6rem;
  text-align: center;

  h1 {
    font-size: ${vars.fontSizes["3xl"]};
    margin-bottom: 1rem;
  }

  p {
    color: ${vars.colors.inkSoft};
  }
`;

/**
 * Served with a real 404 status for any unknown path. In the browser it sends the
 * visitor on: an unknown project to the portfolio, anything else to the home page
 * (spec §2 and §8). Without JavaScript the links below do the same.
 */
const NotFoundPage = ({ location }: PageProps) => {
  React.useEffect(() => {
    void navigate(fallbackFor(location.pathname), { replace: true });
  }, [location.pathname]);
  return (
    <Layout>
      <Wrap>
        <h1>Page introuvable</h1>
        <p>
          Cette adresse n’existe pas ou plus. Vous allez être redirigé vers <Link to={HOME_PATH}>l’accueil</Link> ou
          vers <Link to={PORTFOLIO_PATH}>nos réalisations</Link>.
        </p>
      </Wrap>
    </Layout>
  );
};

export default NotFoundPage;

export const Head: HeadFC = () => <Seo title="Page introuvable" pathname="/404" noIndex />;
