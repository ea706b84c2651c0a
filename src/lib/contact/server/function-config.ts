/**
 * Body parsing of the Gatsby Function: every body is kept raw (a Buffer), so
 * the handler itself checks the type, the size and the JSON, and answers in
 * French with the right status (Gatsby's own JSON parser would answer a broken
 * body with an HTML error page). The ceiling here is only a backstop: the
 * handler's limit (CONTACT_MAX_BYTES) is far lower.
 */
export const contactFunctionConfig = {
  bodyParser: { raw: { type: "*/*", limit: "1mb" } },
};
