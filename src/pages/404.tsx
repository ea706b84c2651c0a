import * as React from "react";
import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { MessagePage } from "../components/ui/MessagePage";
import { Seo } from "../components/seo/Seo";
import { fallbackFor, HOME_PATH, PORTFOLIO_PATH } from "../lib/routes";

/**
 * Served with a real 404 status for any unknown path. In the browser it sends the
 * visitor on: an unknown project to the portfolio, anything else to the home page
 * (docs/product.md, "Routes"). Without JavaScript the links below do the same.
 */
const NotFoundPage = ({ location }: PageProps) => {
  React.useEffect(() => {
    void navigate(fallbackFor(location.pathname), { replace: true });
  }, [location.pathname]);
  return (
    <Layout>
      <MessagePage>
        <h1>Page introuvable</h1>
        <p>
          Cette adresse n’existe pas ou plus. Vous allez être redirigé vers <Link to={HOME_PATH}>l’accueil</Link> ou
          vers <Link to={PORTFOLIO_PATH}>nos réalisations</Link>.
        </p>
      </MessagePage>
    </Layout>
  );
};

export default NotFoundPage;

export const Head: HeadFC = () => <Seo title="Page introuvable" pathname="/404" noIndex />;
