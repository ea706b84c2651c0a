/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { SITE_MAILBOX_MODULE, writeSiteMailboxModule } from "../../src/node/build/site-mailbox-module";

/**
 * The contact function's copy of the company's mailbox: written by the build
 * from content/settings/site.md (the only place the facts live) as the JSON
 * module the function imports. The end-to-end contact test checks that a
 * request with no CONTACT_RECIPIENT is mailed to it.
 */
let root: string;
const siteFile = () => path.join(root, "content", "settings", "site.md");
const moduleFile = () => path.join(root, SITE_MAILBOX_MODULE);
const writeSite = (email: string) =>
  fs.writeFileSync(
    siteFile(),
    `---\n# Faits de l’entreprise\nname: Voltis Digital\nemail: ${email}\nphone: "+33139145280"\n---\nCorps.\n`,
  );

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-mailbox-"));
  fs.mkdirSync(path.dirname(siteFile()), { recursive: true });
  fs.mkdirSync(path.dirname(moduleFile()), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("writes the mailbox and the company's name of site.md as JSON, and nothing else of the facts", () => {
  writeSite("contact@voltis-digital.fr");
  writeSiteMailboxModule(root);
  expect(JSON.parse(fs.readFileSync(moduleFile(), "utf8"))).toEqual({
    email: "contact@voltis-digital.fr",
    name: "Voltis Digital",
  });
});

it("follows site.md when the mailbox changes", () => {
  writeSite("contact@voltis-digital.fr");
  writeSiteMailboxModule(root);
  writeSite("devis@voltis-digital.fr");
  expect(writeSiteMailboxModule(root).email).toBe("devis@voltis-digital.fr");
  expect(JSON.parse(fs.readFileSync(moduleFile(), "utf8")).email).toBe("devis@voltis-digital.fr");
});

it("leaves the module untouched when site.md says the same, so the compiled function stays cached", () => {
  writeSite("contact@voltis-digital.fr");
  writeSiteMailboxModule(root);
  const past = new Date("2020-01-01T00:00:00Z");
  fs.utimesSync(moduleFile(), past, past);
  writeSiteMailboxModule(root);
  expect(fs.statSync(moduleFile()).mtime.toISOString()).toBe(past.toISOString());
});
