/** @jest-environment node */
/**
 * Opening an entry in the CMS and saving it without touching it changes nothing
 * on disk: every file the CMS edits is already written the way Decap writes it
 * (its own formatter, decap-cms-core, keys in the order of the generated config).
 * The browser test (__tests__/e2e/cms.test.ts) saves an untouched entry for real.
 */
import * as fs from "fs";
import * as path from "path";
import { buildCmsConfig } from "../../src/cms/config";
import { cmsFiles, decapResave } from "../../src/cms/decap-format";
import { CONTENT_KINDS } from "../../src/node/content-model";

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

  it.each(files.map((f) => [f.file, f.fields] as const))("%s", (file, fields) => {
    const raw = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(decapResave(raw, fields)).toBe(raw);
  });

  it("would show a diff for a file in flow style (so the test can fail)", () => {
    const project = files.find((f) => f.file.startsWith("content/projects/"))!;
    const flow = "---\nid: 1\ntags:\n  - { id: 1, name: Web }\n---\nTexte\n";
    expect(decapResave(flow, project.fields)).toBe("---\nid: 1\ntags:\n  - id: 1\n    name: Web\n---\nTexte\n");
  });
});
