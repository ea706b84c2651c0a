import { DEFAULT_ENDPOINT } from "./constants";

/** Where the form posts: GATSBY_CONTACT_ENDPOINT at build time, else the site's own function. */
export const contactEndpoint = (): string => process.env.GATSBY_CONTACT_ENDPOINT?.trim() || DEFAULT_ENDPOINT;
