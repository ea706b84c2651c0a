import * as fs from "fs";
import * as path from "path";
import { siteMailboxFrom, type SiteMailbox } from "../../lib/contact/server/config";
import { SITE_FILE } from "../content/site-facts";

/**
 * The contact function's copy of the company's mailbox (the default recipient
 * and the sender's name, from content/settings/site.md). Gatsby compiles its
 * functions with a webpack config no site can extend, which reads JSON and
 * nothing else that is not code; so before that compile the build writes the
 * mailbox as a JSON module, which the function imports
 * (plugins/gatsby-plugin-voltis-functions, at `onPreInit`). Its type is
 * declared beside it (site-mailbox.generated.d.json.ts), so the type check
 * needs no build; the file itself is git-ignored.
 */
export const SITE_MAILBOX_MODULE = path.join("src", "lib", "contact", "server", "site-mailbox.generated.json");

export const siteMailboxModuleText = (mailbox: SiteMailbox): string =>
  `${JSON.stringify({ email: mailbox.email, name: mailbox.name }, null, 2)}\n`;

/**
 * Writes the module from site.md; leaves it untouched when it already says
 * the same (webpack's cache then keeps the compiled function). Returns the
 * mailbox written.
 */
export const writeSiteMailboxModule = (root: string): SiteMailbox => {
  const mailbox = siteMailboxFrom(fs.readFileSync(path.join(root, SITE_FILE), "utf8"));
  const file = path.join(root, SITE_MAILBOX_MODULE);
  const text = siteMailboxModuleText(mailbox);
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  if (current !== text) fs.writeFileSync(file, text);
  return mailbox;
};
