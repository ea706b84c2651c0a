import * as fs from "fs";
import * as path from "path";
import { siteMailboxFrom, type SiteMailbox } from "../../lib/contact/server/config";
import { SITE_FILE } from "../content/site-facts";

/**
 * The company's mailbox from content/settings/site.md, written as a JSON module the contact
 * function imports, since Gatsby's function compile reads no other non-code file
 * (docs/deploying.md, "The contact function and Gatsby's compile").
 */
export const SITE_MAILBOX_MODULE = path.join("src", "lib", "contact", "server", "site-mailbox.generated.json");

export const siteMailboxModuleText = (mailbox: SiteMailbox): string =>
  `${JSON.stringify({ email: mailbox.email, name: mailbox.name }, null, 2)}\n`;

/** Writes the module from site.md unless it already says the same (webpack's cache then keeps the function). */
export const writeSiteMailboxModule = (root: string): SiteMailbox => {
  const mailbox = siteMailboxFrom(fs.readFileSync(path.join(root, SITE_FILE), "utf8"));
  const file = path.join(root, SITE_MAILBOX_MODULE);
  const text = siteMailboxModuleText(mailbox);
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  if (current !== text) fs.writeFileSync(file, text);
  return mailbox;
};
