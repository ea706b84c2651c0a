/**
 * site-mailbox.generated.json: the company's mailbox from
 * content/settings/site.md, written by the build before Gatsby compiles the
 * contact function, which imports it (src/node/build/site-mailbox-module.ts). The
 * JSON is git-ignored; this declaration types it without a build
 * (TypeScript's `allowArbitraryExtensions`).
 */
import type { SiteMailbox } from "./config";

declare const mailbox: SiteMailbox;
export default mailbox;
