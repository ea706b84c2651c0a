/**
 * The real `gatsby build`, on a copy of the project whose content a writer broke:
 * it must stop before building anything, naming the file and the field.
 */
import * as fs from "fs";
import * as path from "path";
import { build, copyProject, removeCopy } from "../support/site-copy";

describe("npm run build with broken Markdown", () => {
  let dir: string;
  beforeAll(() => {
    dir = copyProject("voltis-broken-");
  });
  afterAll(() => removeCopy(dir));

  it("fails, naming every broken file and field at once", () => {
    const project = path.join(dir, "content/projects/kids-care/index.md");
    fs.writeFileSync(project, fs.readFileSync(project, "utf8").replace(/^websiteLink: .*$/m, "websiteLink: pas-une-adresse"));
    const offer = fs.readdirSync(path.join(dir, "content/offers")).sort()[0];
    const offerFile = path.join(dir, "content/offers", offer);
    fs.writeFileSync(offerFile, fs.readFileSync(offerFile, "utf8").replace(/^price: .*$/m, "price: mille euros"));
    const legal = path.join(dir, "content/legal/cgu.md");
    fs.writeFileSync(legal, fs.readFileSync(legal, "utf8").replace(/^title: .*$/m, "title: [Conditions non fermées"));

    const { status, output } = build(dir, 180_000);
    expect(status).not.toBe(0);
    expect(output).toContain("content/projects/kids-care/index.md — champ « websiteLink » : doit être une adresse web complète");
    expect(output).toContain(`content/offers/${offer} — champ « price » : doit être un prix en euros`);
    // The unclosed bracket is on line 4 (title), not where js-yaml gave up.
    expect(output).toContain(
      "content/legal/cgu.md, ligne 4, colonne 8 — champ « frontmatter » : la valeur de « title » commence par « [ », que YAML lit comme une liste",
    );
    expect(fs.existsSync(path.join(dir, "public/accueil/index.html"))).toBe(false);
  }, 200_000);
});
