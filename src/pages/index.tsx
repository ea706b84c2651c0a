import * as React from "react";
import { navigate, type HeadFC } from "gatsby";
import { HOME_PATH } from "../lib/routes";
import { useSeoSite } from "../components/seo/Seo";

/** "/" → /accueil: a 301 on Netlify; under `gatsby serve`, which ignores it, this page and its meta refresh. */
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
