import * as React from "react";
import { Link, type HeadFC } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { MessagePage } from "../components/ui/MessagePage";
import { Seo } from "../components/seo/Seo";
import { CONFIRMATION_PATH, HOME_PATH, PORTFOLIO_PATH } from "../lib/routes";

/** Where a quote request sent without JavaScript lands (303); never indexed, in the sitemap or measured. */
const ConfirmationPage = () => (
  <Layout>
    <MessagePage>
      <h1>Merci, votre demande est bien reçue</h1>
      <p>
        Nous revenons vers vous sous 24&nbsp;heures ouvrées, par e-mail ou par téléphone, pour parler de votre projet.
      </p>
      <p>
        <Link to={HOME_PATH}>Retour à l’accueil</Link> · <Link to={PORTFOLIO_PATH}>Voir nos réalisations</Link>
      </p>
    </MessagePage>
  </Layout>
);

export default ConfirmationPage;

export const Head: HeadFC = () => <Seo title="Demande reçue" pathname={CONFIRMATION_PATH} noIndex />;
