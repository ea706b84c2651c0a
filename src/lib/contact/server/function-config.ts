/**
 * Each of Gatsby's body parsers gets a media type no client sends, so the handler checks the body and answers
 * in French, and the adapter's stream, which throws on Node 24, stays unread
 * (docs/deploying.md, "Node 24 and the adapter's function").
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
