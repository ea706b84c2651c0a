/**
 * A writer's slips on the real `gatsby build`, in one copy of the project, in the
 * order a writer would meet them: raw HTML in a body and a file named `index.MD`
 * stop the build, each named in French; once renamed, that file's `javascript:`
 * link stops it too; once fixed, the site builds, the renamed project and a page
 * saved with a byte order mark and Windows line ends included, and no page holds
 * what the writer first typed.
 */
import * as fs from "fs";
import * as path from "path";
import { build, copyProject, edit, read, removeCopy, write } from "../support/site-copy";

const SCRIPT = "<script>alert('écrit')</script>";
const ONERROR = "<img src=x onerror=alert(1)>";

/** A new project made from Kids Care as the writer found it. */
const newProject = (websiteLink: string) =>
  dirRef.kidsCare
    .replace(/^id: .*$/m, "id: 99")
    .replace(/^slug: .*$/m, "slug: projet-ete")
    .replace(/^name: .*$/m, "name: Projet d’été")
    .replace(/^websiteLink: .*$/m, `websiteLink: ${websiteLink}`)
    .replace(/^draft: .*\n/m, "");

const dirRef = { dir: "", kidsCare: "" };

describe("a writer's slips on the real build", () => {
  beforeAll(() => {
    dirRef.dir = copyProject("voltis-slips-");
    dirRef.kidsCare = read(dirRef.dir, "content/projects/kids-care/index.md");
  });
  afterAll(() => removeCopy(dirRef.dir));

  it("stops on raw HTML and on index.MD, naming the file and the line, and builds nothing", () => {
    const { dir } = dirRef;
    const kidsCare = "content/projects/kids-care/index.md";
    const lines = read(dir, kidsCare).split("\n");
    const bodyStart = lines.indexOf("---", 1) + 1;
    edit(dir, kidsCare, (text) => `${text.trimEnd()}\n\n${SCRIPT}\n\nVoir ${ONERROR} ici.\n`);
    const scriptLine = read(dir, kidsCare).split("\n").indexOf(SCRIPT) + 1;
    expect(scriptLine).toBeGreaterThan(bodyStart);
    write(dir, "content/projects/projet-ete/index.MD", newProject("javascript:alert(1)"));
    for (const image of ["image.png", "icon.svg"]) {
      fs.copyFileSync(path.join(dir, "content/projects/kids-care", image), path.join(dir, "content/projects/projet-ete", image));
    }

    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`${kidsCare}, ligne ${scriptLine} — champ « body » : du HTML (« ${SCRIPT} »)`);
    expect(output).toContain(`${kidsCare}, ligne ${scriptLine + 2} — champ « body » : du HTML (« ${ONERROR} »)`);
    expect(output).toContain(
      "content/projects/projet-ete/index.MD — champ « fichier » : le site ne lit que les fichiers en « .md » (en minuscules) : " +
        "renommez « index.MD » en « index.md ».",
    );
    expect(fs.existsSync(path.join(dir, "public/projet/kids-care/index.html"))).toBe(false);
  }, 300_000);

  it("once the file is renamed, stops on its javascript: link", () => {
    const { dir } = dirRef;
    fs.renameSync(path.join(dir, "content/projects/projet-ete/index.MD"), path.join(dir, "content/projects/projet-ete/index.md"));
    edit(dir, "content/projects/kids-care/index.md", (text) => text.replace(`\n${SCRIPT}\n\nVoir ${ONERROR} ici.\n`, ""));
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      "content/projects/projet-ete/index.md — champ « websiteLink » : doit être une adresse web complète (https://…), " +
        "trouvé « javascript:alert(1) ».",
    );
    expect(output).not.toContain("champ « body »");
  }, 300_000);

  it("once fixed, builds every page, a file with a BOM and CRLF line ends included, with nothing of the slips", () => {
    const { dir } = dirRef;
    write(dir, "content/projects/projet-ete/index.md", newProject("https://www.exemple.fr"));
    const cgu = "content/legal/cgu.md";
    write(dir, cgu, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(read(dir, cgu).replace(/\n/g, "\r\n"))]));

    const { status, output } = build(dir);
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" });
    const project = fs.readFileSync(path.join(dir, "public/projet/projet-ete/index.html"), "utf8");
    expect(project).toContain("Projet d’été");
    expect(project).toContain('href="https://www.exemple.fr"');
    const title = /^title: (.*)$/m.exec(read(dir, cgu).replace(/\r/g, ""))![1].replace(/^["']|["']$/g, "");
    expect(fs.readFileSync(path.join(dir, "public/cgu/index.html"), "utf8")).toContain(title);
    const published = [
      fs.readFileSync(path.join(dir, "public/projet/kids-care/index.html"), "utf8"),
      fs.readFileSync(path.join(dir, "public/page-data/projet/kids-care/page-data.json"), "utf8"),
      fs.readFileSync(path.join(dir, "public/_headers"), "utf8"),
    ].join("\n");
    expect(published).not.toContain("alert");
    expect(published).not.toContain("onerror");
  }, 480_000);
});
