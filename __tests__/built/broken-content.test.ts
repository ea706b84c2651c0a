/**
 * The real `gatsby build`, on a copy of the project whose content a writer broke:
 * it must stop before building anything, naming the file and the field. Front
 * matter written as code stops it before the code runs.
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

describe("npm run build with front matter written as code", () => {
  let dir: string;
  const marker = () => path.join(dir, "code-ran.txt");
  /** Code that, if it ever ran, would write a file into the copy and return valid-looking data. */
  const writing = (language: string, original: string) =>
    `---${language}\n(function () { require("fs").writeFileSync(${JSON.stringify(marker())}, "ran"); ` +
    `return ${JSON.stringify(original.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? "")}; })()\n---\n`;
  const refused = (file: string, opening: string) =>
    `${file}, ligne 1 — champ « frontmatter » : la première ligne doit être « --- » seule, pas « ${opening} »`;
  const replace = (file: string, language: string) => {
    const absolute = path.join(dir, file);
    fs.writeFileSync(absolute, writing(language, fs.readFileSync(absolute, "utf8")));
  };

  beforeAll(() => {
    dir = copyProject("voltis-code-front-matter-");
  });
  afterAll(() => removeCopy(dir));

  it("stops on ---js in the company facts before reading the configuration, and the code never runs", () => {
    const original = fs.readFileSync(path.join(dir, "content/settings/site.md"), "utf8");
    replace("content/settings/site.md", "js");
    const { status, output } = build(dir, 180_000);
    expect(status).not.toBe(0);
    expect(output).toContain(refused("content/settings/site.md", "---js"));
    expect(fs.existsSync(marker())).toBe(false);
    fs.writeFileSync(path.join(dir, "content/settings/site.md"), original);
  }, 200_000);

  it("stops on ---javascript and ---js in a project, a legal page and the home texts, naming each, and the code never runs", () => {
    replace("content/projects/kids-care/index.md", "javascript");
    replace("content/legal/cgu.md", "js");
    replace("content/home/index.md", "javascript");
    const { status, output } = build(dir, 180_000);
    expect(status).not.toBe(0);
    expect(output).toContain(refused("content/projects/kids-care/index.md", "---javascript"));
    expect(output).toContain(refused("content/legal/cgu.md", "---js"));
    expect(output).toContain(refused("content/home/index.md", "---javascript"));
    expect(fs.existsSync(marker())).toBe(false);
    expect(fs.existsSync(path.join(dir, "public/accueil/index.html"))).toBe(false);
  }, 200_000);
});
