import * as React from "react";
import { navigate, type HeadFC } from "gatsby";
import { HOME_PATH } from "../lib/routes";
import { useSeoSite } from "../components/seo/Seo";

/**
 * "/" sends visitors to /accueil. On Netlify a 301 rule does it before this page
 * is ever served; under `gatsby serve` (which ignores server rules) this page
 * does it in the browser, and without JavaScript the meta refresh does.
 */
const IndexPage = () => {
  React.useEffect(() => {
    void navigate(HOME_PATH, { replace: true });
  }, []);
  return (
    <p style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>
      Redirection vers <a href={HOME_PATH}>la page d’accueil</a>…
    </p>
  );
};

export default IndexPage;

export const Head: HeadFC = () => {
  // Canonical URLs are absolute: this address stands for the home page.
  const { siteUrl } = useSeoSite();
  return (
    <>
      <title>Redirection vers l’accueil</title>
      <meta httpEquiv="refresh" content={`0; url=${HOME_PATH}`} />
      <meta name="robots" content="noindex, follow" />
      <link rel="canonical" href={`${siteUrl}${HOME_PATH}`} />
    </>
  );
};
