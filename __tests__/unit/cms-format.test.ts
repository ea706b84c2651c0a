/** @jest-environment node */
/**
 * Opening an entry in the CMS and saving it without touching it changes nothing
 * on disk: every file the CMS edits is already written the way Decap writes it
 * (src/cms/decap-format.ts: Decap 3.6.4's front-matter layout, keys in the order
 * of the generated config). The browser test (__tests__/e2e/cms.test.ts) saves
 * entries in Decap itself and gets the same bytes back.
 */
import * as fs from "fs";
import * as path from "path";
import { buildCmsConfig, type CmsField } from "../../src/cms/config";
import { cmsFiles, commentsOf, decapResave, readEntry, writeEntry } from "../../src/cms/decap-format";
import { CONTENT_KINDS } from "../../src/lib/content/content-model";

const ROOT = path.resolve(__dirname, "../..");
const config = buildCmsConfig({
  siteUrl: "https://www.voltis-digital.fr",
  repo: "",
  branch: "main",
  localBackendUrl: "",
});
const files = cmsFiles(config, ROOT);

describe("a save of an untouched entry gives no diff", () => {
  it("covers every Markdown file of content/", () => {
    const onDisk = CONTENT_KINDS.length + 1; // at least one file per kind, plus the company facts
    expect(files.length).toBeGreaterThan(onDisk);
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(["content/settings/site.md", "content/projects/kids-care/index.md"]),
    );
  });

  it.each(files.map((f) => [f.file, f] as const))("%s", (file, entry) => {
    const raw = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(decapResave(raw, entry)).toBe(raw);
  });

  it("writes the fields' keys in their order (another key stays where it was) and a field's comment above its key", () => {
    const fields: CmsField[] = [
      { name: "name", label: "Nom", widget: "string", required: true, comment: "Première ligne\\nSeconde ligne" },
      { name: "city", label: "Ville", widget: "string", required: true },
    ];
    const saved = decapResave("---\nextra: 1\ncity: Sartrouville\nname: Voltis\n---\nTexte\n", {
      fields,
      comments: commentsOf(fields),
    });
    expect(saved).toBe(
      "---\nextra: 1\n# Première ligne\n# Seconde ligne\nname: Voltis\ncity: Sartrouville\n---\nTexte\n",
    );
  });

  it("reads the body after the front matter, and writes a file without one as the front matter alone", () => {
    expect(readEntry("---\nname: Voltis\n---\nTexte\n")).toEqual({ name: "Voltis", body: "Texte\n" });
    expect(writeEntry({ name: "Voltis" }, { fields: [], comments: {} })).toBe("---\nname: Voltis\n---\n");
  });

  it("gives a file of a `files` collection no comment, as Decap, which looks comments up in a folder collection's fields", () => {
    const withComment = buildCmsConfig({
      siteUrl: "https://www.voltis-digital.fr",
      repo: "",
      branch: "main",
      localBackendUrl: "",
    });
    const settings = withComment.collections.find((c) => c.name === "settings")!.files![0];
    settings.fields = settings.fields.map((f) => (f.name === "name" ? { ...f, comment: "Faits de l’entreprise" } : f));
    const site = cmsFiles(withComment, ROOT).find((f) => f.file === "content/settings/site.md")!;
    expect(site.comments).toEqual({});
    expect(commentsOf(settings.fields)).toEqual({ name: "Faits de l’entreprise" });
  });

  it("would show a diff for a file in flow style (so the test can fail)", () => {
    const project = files.find((f) => f.file.startsWith("content/projects/"))!;
    const flow = "---\nid: 1\ntags:\n  - { id: 1, name: Web }\n---\nTexte\n";
    expect(decapResave(flow, project)).toBe("---\nid: 1\ntags:\n  - id: 1\n    name: Web\n---\nTexte\n");
  });
});
