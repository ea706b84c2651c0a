/**
 * @jest-environment node
 *
 * A writer's slips in content/, one rule each: what the content check says (in
 * French, naming the file and the field or line) and what the renderer does if
 * such a text ever reaches it.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import unified from "unified";
import remarkParse from "remark-parse";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import { checkContent, checkKind, formatProblem, readKind } from "../../src/node/content/content-check";
import { kindByFolder } from "../../src/lib/content/content-model";
import { isContentFileName, isMarkdownName, MARKDOWN_EXTENSIONS } from "../../src/node/content/content-files";
import { isSafeHref } from "../../src/lib/markdown/links";
import { parserPlugins, transformMarkdown, type MarkdownNode } from "../../src/lib/markdown/remark";
import { renderMarkdown } from "../../src/cms/markdown";

const makeRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "writer-slips-"));
  const write = (relative: string, text: string | Buffer) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  return { root, write };
};

const PROJECT_FIELDS = [
  "id: 1",
  "slug: mon-projet",
  "name: Mon projet",
  "title: Un titre de projet",
  "image: ./image.png",
  "icon: ./icon.svg",
  "isReverse: false",
  "isAvailable: true",
  "tags:",
  "  - { id: 1, name: Site vitrine }",
  "websiteLink: https://www.exemple.fr",
];
/** A complete project: its frontmatter takes lines 1 to 13 (the delimiters included), its body starts on line 14. */
const project = (body = "## Le contexte\n\nUne histoire.\n", fields = PROJECT_FIELDS) =>
  `---\n${fields.join("\n")}\n---\n${body}`;

const checkProjects = (root: string) => {
  const kind = kindByFolder("projects")!;
  const { files, problems } = readKind(path.join(root, "content"), kind, root);
  return [...problems, ...checkKind(kind, files)].map(formatProblem);
};

const withProject = (text: string | Buffer, name = "index.md") => {
  const { root, write } = makeRoot();
  write(`content/projects/mon-projet/${name}`, text);
  write("content/projects/mon-projet/image.png", "png");
  write("content/projects/mon-projet/icon.svg", "<svg/>");
  return root;
};

const FILE = "content/projects/mon-projet/index.md";

describe("raw HTML in a Markdown body", () => {
  it.each([
    ["a script", "<script>alert(1)</script>", "« <script>alert(1)</script> »"],
    ["an image with an event handler", "Texte <img src=x onerror=alert(1)> suite", "« <img src=x onerror=alert(1)> »"],
    ["a line break tag", "Ligne<br>suivante", "« <br> »"],
    ["a comment", "<!-- note interne -->", "« <!-- note interne --> »"],
  ])("is refused, naming the file and the line: %s", (_label, html, shown) => {
    const root = withProject(project(`## Le contexte\n\nUne histoire.\n\n${html}\n`));
    expect(checkProjects(root)).toEqual([
      `${FILE}, ligne 18 — champ « body » : du HTML (${shown}) : le site ne publie pas de HTML écrit dans un texte, ` +
        "il l’afficherait tel quel. Écrivez en Markdown (**gras**, [lien](https://…), listes « - »).",
    ]);
  });

  it("is shown as text by the renderer, in the build's sub-plugin and the CMS preview alike", () => {
    const markdown = "Avant <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n";
    const html = renderMarkdown(markdown, {}).html;
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain("&#x3C;img src=x onerror=alert(1)>");
  });

  it("leaves Markdown's own features alone: headings, lists, links, emphasis, tables, strikethrough", () => {
    const markdown = [
      "## Le contexte",
      "",
      "- un **point** et *un autre*",
      "- [le site](https://www.exemple.fr), [nous écrire](mailto:contact@exemple.fr), [appeler](tel:+33139145280)",
      "- [nos projets](/realisation), [la section](#tarifs)",
      "",
      "| Offre | Prix |",
      "| --- | --- |",
      "| Site vitrine | ~~1 800 €~~ 1 400 € |",
    ].join("\n");
    const root = withProject(project(markdown));
    expect(checkProjects(root)).toEqual([]);
    const html = renderMarkdown(markdown, {}).html;
    expect(html).toContain('<h2 id="le-contexte">Le contexte</h2>');
    expect(html).toContain("<strong>point</strong>");
    expect(html).toContain("<em>un autre</em>");
    expect(html).toContain('<a href="https://www.exemple.fr">le site</a>');
    expect(html).toContain('<a href="mailto:contact@exemple.fr">nous écrire</a>');
    expect(html).toContain('<a href="/realisation">nos projets</a>');
    expect(html).toContain("<table>");
    expect(html).toContain("<del>1 800 €</del>");
  });
});

describe("links from content", () => {
  it.each([
    ["https://www.exemple.fr/page?x=1#a", true],
    ["http://exemple.fr", true],
    ["mailto:contact@exemple.fr", true],
    ["tel:+33 1 39 14 52 80", true],
    ["/accueil#contact", true],
    ["#tarifs", true],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox(1)", false],
    ["//autre-site.fr", false],
    ["/\\autre-site.fr", false],
    ["page.html", false],
    ["https://", false],
  ])("%s may reach an href: %s", (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it("refuses a javascript: link in a body, naming the line; the renderer keeps only its text", () => {
    const body = "## Le contexte\n\nVoir [la démo](javascript:alert(1)).\n";
    const root = withProject(project(body));
    expect(checkProjects(root)).toEqual([
      `${FILE}, ligne 16 — champ « body » : le lien « javascript:alert(1) » doit commencer par https://, http://, ` +
        "mailto:, tel:, « / » (une page du site) ou « # » (une section de la page).",
    ]);
    const html = renderMarkdown(body, {}).html;
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Voir la démo.");
  });

  it("refuses unsafe reference definitions and images too, and drops them when rendering", () => {
    const body = "## Le contexte\n\n[la démo][d] et ![logo](data:image/svg+xml,<svg/>)\n\n[d]: javascript:alert(1)\n";
    const root = withProject(project(body));
    const problems = checkProjects(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("ligne 16 — champ « body » : l’image « data:image/svg+xml,<svg/> »");
    expect(problems[1]).toContain("ligne 18 — champ « body » : le lien « javascript:alert(1) »");
    const html = renderMarkdown(body, {}).html;
    expect(html).not.toMatch(/javascript:|data:image|<img/);
  });

  it("checks a link made of a company fact once the fact is filled in", () => {
    const kind = kindByFolder("projects")!;
    const { root } = { root: withProject(project("## Contact\n\n[Écrivez-nous](mailto:{{email}})\n")) };
    const { files } = readKind(path.join(root, "content"), kind, root);
    expect(checkKind(kind, files, { email: "contact@exemple.fr" }).map(formatProblem)).toEqual([]);
  });

  it("refuses a websiteLink that is not a web address", () => {
    const fields = PROJECT_FIELDS.map((line) => (line.startsWith("websiteLink") ? "websiteLink: javascript:alert(1)" : line));
    const root = withProject(project(undefined, fields));
    expect(checkProjects(root)).toEqual([
      `${FILE} — champ « websiteLink » : doit être une adresse web complète (https://…), trouvé « javascript:alert(1) ».`,
    ]);
  });
});

describe("one definition of a content file", () => {
  it("knows every extension Gatsby builds as Markdown (gatsby-source-filesystem's media types)", () => {
    const fromFilesystemSource = (id: string) =>
      jest.requireActual<Record<string, string[]>>(require.resolve(id, { paths: [require.resolve("gatsby-source-filesystem")] }));
    const types = fromFilesystemSource("mime/types/standard.js");
    const others = fromFilesystemSource("mime/types/other.js");
    const gatsbyReads = [...types["text/markdown"], ...others["text/x-markdown"]].sort();
    expect([...MARKDOWN_EXTENSIONS].sort()).toEqual(gatsbyReads);
    expect(isMarkdownName("index.MD")).toBe(true);
    expect(isContentFileName("index.MD")).toBe(false);
    expect(isContentFileName("index.md")).toBe(true);
  });

  it.each([
    ["index.MD", "index.md"],
    ["index.markdown", "index.md"],
    ["index.Md", "index.md"],
    ["index.mkd", "index.md"],
  ])("refuses %s, saying what to rename it to", (name, renamed) => {
    const root = withProject(project(), name);
    expect(checkProjects(root)).toEqual([
      `content/projects/mon-projet/${name} — champ « fichier » : le site ne lit que les fichiers en « .md » (en minuscules) : ` +
        `renommez « ${name} » en « ${renamed} ».`,
    ]);
  });

  it("checks a misnamed file's folder in the whole check, whatever its kind", () => {
    const { root, write } = makeRoot();
    write("content/services/01-site.markdown", "---\nid: 1\n---\n");
    const problems = checkContent(path.join(root, "content"), root).map(formatProblem);
    expect(problems).toContain(
      "content/services/01-site.markdown — champ « fichier » : le site ne lit que les fichiers en « .md » (en minuscules) : " +
        "renommez « 01-site.markdown » en « 01-site.md ».",
    );
  });
});

describe("byte order mark and line ends", () => {
  it("reads a file that starts with a UTF-8 BOM", () => {
    const root = withProject(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(project())]));
    expect(checkProjects(root)).toEqual([]);
  });

  it("reads a file with Windows line ends, and counts its lines the same", () => {
    const root = withProject(project("## Le contexte\n\n<br>\n").replace(/\n/g, "\r\n"));
    expect(checkProjects(root)).toEqual([expect.stringContaining(`${FILE}, ligne 16 — champ « body » : du HTML (« <br> »)`)]);
  });

  it("refuses a tab in the frontmatter's indentation even where YAML reads it without an error", () => {
    const fields = PROJECT_FIELDS.map((line) => (line.startsWith("  - ") ? `\t- { id: 1, name: Site vitrine }` : line));
    const root = withProject(project(undefined, fields));
    expect(checkProjects(root)).toEqual([
      `${FILE}, ligne 11, colonne 1 — champ « frontmatter » : une tabulation sert de retrait à cette ligne, ce que YAML interdit : ` +
        "remplacez-la par des espaces.",
    ]);
  });

  it.each(["---js", "---javascript", "---json", "----"])("refuses a frontmatter opened by « %s », never evaluating it", (opening) => {
    const evaluated = jest.fn();
    (globalThis as Record<string, unknown>).__voltisEvaluated = evaluated;
    const root = withProject(`${opening}\n(globalThis.__voltisEvaluated(), { name: "x" })\n---\n\nTexte.\n`);
    expect(checkProjects(root)).toEqual([
      `${FILE}, ligne 1 — champ « frontmatter » : la première ligne doit être « --- » seule, pas « ${opening} » : ` +
        "le site ne lit que du YAML entre deux lignes « --- ».",
    ]);
    expect(evaluated).not.toHaveBeenCalled();
  });

  it("says an empty file is empty", () => {
    const root = withProject("");
    expect(checkProjects(root)).toEqual([
      `${FILE}, ligne 1 — champ « frontmatter » : le fichier est vide : il doit commencer par un bloc frontmatter entre deux lignes « --- ».`,
    ]);
  });
});

describe("slugs", () => {
  it.each(["Projet-Ete", "projet-été", "projet_ete", "projet--ete", "-projet"])("refuses the project slug %s", (slug) => {
    const fields = PROJECT_FIELDS.map((line) => (line.startsWith("slug") ? `slug: ${slug}` : line));
    const problems = checkProjects(withProject(project(undefined, fields)));
    expect(problems).toEqual([
      `${FILE} — champ « slug » : doit être fait de mots en minuscules sans accents séparés par des tirets ` +
        `(ex. « mon-projet »), trouvé « ${slug} ».`,
    ]);
  });

  it("keeps the legal pages' exact addresses, capitals included", () => {
    const kind = kindByFolder("legal")!;
    const spec = kind.fields.find((field) => field.name === "slug")!;
    const file = { file: "content/legal/x.md", absolutePath: "/x.md", body: "Texte.", data: { slug: "politique-Confidentialite" } };
    const problems = checkKind({ ...kind, fields: [spec], expectedCount: undefined }, [file]);
    expect(problems).toEqual([]);
  });
});

describe("the renderer's own guarantee", () => {
  it("turns raw HTML into text inside any node, after filling the company facts", () => {
    const processor = unified().use(remarkParse);
    for (const [plugin, options] of parserPlugins()) processor.use(plugin as never, options as never);
    const tree = transformMarkdown(
      processor.runSync(processor.parse("## Titre <b>gras</b>\n\n[site]({{siteUrl}}/accueil)")) as unknown as MarkdownNode,
      { siteUrl: "https://www.exemple.fr" },
    );
    const html = toHtml(toHast(tree as never) as never);
    expect(html).toContain("Titre &#x3C;b>gras&#x3C;/b>");
    expect(html).toContain('<a href="https://www.exemple.fr/accueil">site</a>');
  });
});
