/**
 * CONTENT.md, the writers' guide, carries a reference generated from the
 * content model: it must say what the site really accepts.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { CONTENT_KINDS, KINDS_WITH_PAGES } from "../../src/lib/content/content-model";
import {
  GENERATED_END,
  GENERATED_START,
  FOLDERS_PART,
  GENERATED_DOCS,
  kindSection,
  renderReference,
  ROUTES_PART,
  updateContentDoc,
} from "../../src/node/tools/content-doc";

const ROOT = path.resolve(__dirname, "../..");
const doc = fs.readFileSync(path.join(ROOT, "CONTENT.md"), "utf8");

describe("CONTENT.md", () => {
  it("is up to date with the content model (otherwise run `npm run docs:content`)", () => {
    // The script formats with Prettier (ESM), so it runs in its own process.
    const check = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/content-doc.ts", "--check"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(check.stderr.replace(/npm warn.*\n/g, "")).toBe("");
    expect(check.status).toBe(0);
  });

  it("documents every field of every kind of content, with its example", () => {
    const reference = renderReference(ROOT);
    for (const kind of CONTENT_KINDS) {
      expect(reference).toContain(`(\`content/${kind.folder}/\`)`);
      for (const field of kind.fields) expect(reference).toContain(`| \`${field.name}\` |`);
    }
    expect(reference).toContain("| `address.city` |");
    expect(reference).toContain("| `{{address}}` |");
  });

  it("lists every kind in « Où se trouve quoi », with its CMS collection, its pages and its listing", () => {
    const table = FOLDERS_PART.render(ROOT);
    for (const kind of CONTENT_KINDS) {
      const row = table.split("\n").find((line) => line.startsWith(`| \`content/${kind.folder}/\` |`));
      expect({ folder: kind.folder, row }).toEqual({ folder: kind.folder, row: expect.stringContaining(`| ${kind.label} |`) });
      if (kind.pages?.listing) expect(row).toContain(`\`${kind.pages.listing.path}\``);
    }
    expect(table).toContain("`/projet/<slug>`, `/realisation`");
    expect(table).toContain("`/mentions-legales`, `/cgu`, `/cgv`, `/politique-Confidentialite`, `/politique-cookies`");
  });

  it("writes the routes of every kind with pages into docs/product.md", () => {
    const routes = ROUTES_PART.render(ROOT);
    for (const kind of KINDS_WITH_PAGES) expect(routes).toContain(`\`content/${kind.folder}/\``);
    expect(routes).toContain("| `/projet/{slug}` |");
    expect(routes).toContain("| `/realisation`, `/realisation/2`… |");
    const product = fs.readFileSync(path.join(ROOT, "docs", "product.md"), "utf8");
    expect(product).toContain(ROUTES_PART.start);
    expect(GENERATED_DOCS.map((doc) => doc.file)).toEqual(["CONTENT.md", path.join("docs", "product.md")]);
  });

  it("lists the values a choice field takes in its row", () => {
    const stats = CONTENT_KINDS.find((kind) => kind.folder === "stats")!;
    const section = kindSection({
      ...stats,
      fields: [
        ...stats.fields,
        {
          name: "contract",
          label: "Contrat",
          type: "choice",
          choices: ["CDI", "CDD", "Stage"],
          required: true,
          doc: "Type de contrat.",
          example: "CDI",
        },
      ],
    });
    expect(section).toContain("| `contract` | une valeur parmi `CDI`, `CDD`, `Stage` | oui | Type de contrat. | `CDI` |");
  });

  it("keeps the hand-written guide around the generated part", () => {
    const start = doc.indexOf(GENERATED_START);
    expect(start).toBeGreaterThan(0);
    expect(doc.indexOf(GENERATED_END)).toBeGreaterThan(start);
    for (const heading of [
      "## Ajouter un projet",
      "## Prévisualiser en local",
      "## Les préversions Netlify",
      "## Quand le contrôle du contenu signale une erreur",
    ]) {
      expect(doc.slice(0, start)).toContain(heading);
    }
  });

  it("regenerates only its own part", () => {
    const edited = doc.replace("## Ajouter un projet", "## Ajouter un projet (modifié)");
    expect(updateContentDoc(edited, ROOT)).toContain("## Ajouter un projet (modifié)");
  });
});
