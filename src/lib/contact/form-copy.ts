/** The form's words, shared by the enhanced form, the native one and the endpoint's error page. */
export const FORM_COPY = {
  intro: "Tous les champs sont obligatoires.",
  labels: {
    fullName: "Nom complet",
    companyName: "Entreprise",
    email: "E-mail",
    phone: "Téléphone",
    budget: "Budget estimé",
    projectDetails: "Votre projet",
  },
  placeholders: {
    fullName: "Prénom et nom",
    companyName: "Nom de votre entreprise",
    email: "vous@entreprise.fr",
    projectDetails: "Objectifs, fonctionnalités attendues, délais, site actuel s’il existe…",
  },
  submit: "Envoyer ma demande",
  sending: "Envoi en cours…",
  privacy: "Vos coordonnées servent uniquement à répondre à votre demande.",
  privacyLink: "Politique de confidentialité",
  countryLabel: "Pays du numéro de téléphone",
  searchCountry: "Rechercher un pays",
  noCountry: "Aucun pays trouvé",
} as const;
