/**
 * Body parsing of the Gatsby Function: none. Gatsby runs its body parsers
 * (raw, text, urlencoded, json) on every request whose type they accept; each
 * is given a media type no client sends, so the body reaches the handler
 * unread and the handler itself checks the type, the size and the JSON, and
 * answers in French with the right status (Gatsby's own JSON parser would
 * answer a broken body with an HTML error page).
 *
 * Unread also matters on Netlify with Node 24: gatsby-adapter-netlify hands
 * the function a stand-in request stream that throws once read to its end,
 * an uncaught error that takes the function down. The handler takes the body
 * from the Lambda event instead (`withLambdaBody`); see docs/deploying.md.
 */
const NEVER_SENT = "application/x-voltis-unparsed";

export const contactFunctionConfig = {
  bodyParser: {
    raw: { type: NEVER_SENT },
    text: { type: NEVER_SENT },
    urlencoded: { type: NEVER_SENT, extended: false },
    json: { type: NEVER_SENT },
  },
};
