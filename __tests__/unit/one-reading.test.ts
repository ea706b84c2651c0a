/**
 * @jest-environment node
 *
 * One reading of content (docs/security.md, « One reading »): each way a file could show the content check one
 * thing and the build another, refused by both; no address leaves public/; navigation links stay on the site;
 * YAML stays small.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { readAndCheckContent, formatProblem, checkValue } from "../../src/node/content/content-check";
import { FrontMatterError, readFrontMatter } from "../../src/lib/content/front-matter";
import { follows } from "../../src/lib/content/content-rules";
import { kindByFolder } from "../../src/lib/content/content-model";
import { isReachedWithoutLink } from "../../src/node/content/content-files";
import { pagePathProblem, publicFileOf } from "../../src/node/build/public-paths";
import { sitePagesOnly } from "../../src/components/layout/useSiteData";
import { createPages, onCreateNode } from "../../gatsby-node";
import { ROOT } from "../support/site-copy";

let root: string;
const content = () => path.join(root, "content");
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
};
const problemsOf = (relative: string) =>
  readAndCheckContent(content(), root)
    .problems.filter((problem) => problem.file.startsWith(relative))
    .map(formatProblem);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-one-reading-"));
  fs.cpSync(path.join(ROOT, "content"), content(), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("lone carriage returns", () => {
  /** The reviewed attack: fields after a lone \r are hidden from a reader that takes \r for a line end. */
  const hiding = (file: string, hidden: string) => {
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    const close = source.indexOf("\n---", 3);
    return `${source.slice(0, close)}\r----x: 1\r${hidden}\r~~~a: b${source.slice(close)}\n<script>alert(1)</script>\n`;
  };

  it.each([
    ["content/projects/double-solution/index.md", 'client: "Client caché"\ryear: 1999'],
    ["content/legal/cgu.md", "updatedAt: 1999-01-01"],
  ])("refuses %s with its hidden fields, in French, naming the line", (file, hidden) => {
    write(file, hiding(file, hidden));
    const problems = problemsOf(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${file.replace(/[.]/g, "\\.")}, ligne \\d+ — champ « fichier » : cette ligne contient un retour chariot seul`,
      ),
    );
  });

  it("is refused by every reader of front matter, the CMS's included", () => {
    const read = () => readFrontMatter("---\rtitle: Accueil\n---\nTexte\n", "content/home/index.md");
    expect(read).toThrow(FrontMatterError);
    expect(read).toThrow(/ligne 1 — champ « frontmatter » : cette ligne contient un retour chariot seul/);
    expect(readFrontMatter("---\r\ntitle: Accueil\r\n---\r\nTexte\r\n", "a.md").data).toEqual({ title: "Accueil" });
  });
});

describe("symbolic links under content/", () => {
  it("refuses a linked project folder and a linked index.md, naming each link", () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-outside-"));
    try {
      fs.cpSync(path.join(ROOT, "content/projects/double-solution"), path.join(outside, "evil"), { recursive: true });
      fs.symlinkSync(path.join(outside, "evil"), path.join(content(), "projects", "evil"));
      fs.mkdirSync(path.join(content(), "projects", "lien"));
      fs.symlinkSync(path.join(outside, "evil", "index.md"), path.join(content(), "projects", "lien", "index.md"));
      const problems = problemsOf("content/projects/");
      expect(problems).toEqual([
        expect.stringMatching(
          /^content\/projects\/evil — champ « fichier » : est un lien symbolique \(vers « .*evil »\)/,
        ),
        expect.stringMatching(/^content\/projects\/lien\/index\.md — champ « fichier » : est un lien symbolique/),
      ]);
      // The build asks the same of every file Gatsby gives it, and stops on one reached through a link.
      expect(
        isReachedWithoutLink(path.join(content(), "projects", "evil", "index.md"), path.join(content(), "projects")),
      ).toBe(false);
      expect(
        isReachedWithoutLink(path.join(content(), "projects", "lien", "index.md"), path.join(content(), "projects")),
      ).toBe(false);
      expect(
        isReachedWithoutLink(
          path.join(content(), "projects", "double-solution", "index.md"),
          path.join(content(), "projects"),
        ),
      ).toBe(true);
      const reporter = { panicOnBuild: jest.fn() };
      const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
      try {
        void (onCreateNode as unknown as (args: unknown) => Promise<void>)({
          node: {
            id: "f",
            sourceInstanceName: "projects",
            relativePath: "evil/index.md",
            base: "index.md",
            absolutePath: path.join(content(), "projects", "evil", "index.md"),
            internal: { type: "File" },
          },
          reporter,
          actions: { createNode: jest.fn() },
        });
      } finally {
        cwd.mockRestore();
      }
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(
        expect.stringMatching(/^content\/projects\/evil\/index\.md — champ « fichier » : est un lien symbolique/),
      );
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe("addresses", () => {
  it("writes no page outside public/, whatever reached createPages", async () => {
    const publicDir = path.join(root, "public");
    for (const address of ["/projet/../../../../tmp/x", "/projet/a\nb", "//evil", "/x/", "/a\\b", "/projet/%2e%2e"]) {
      expect(publicFileOf(publicDir, address)).toBeNull();
      expect(pagePathProblem(publicDir, address)).toMatch(/n’est pas une adresse du site.*aucune page n’est écrite\.$/);
    }
    expect(publicFileOf(publicDir, "/projet/double-solution")).toBe(
      path.join(publicDir, "projet", "double-solution", "index.html"),
    );

    const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
    const graphql = async () => ({
      data: {
        allProject: {
          nodes: [
            {
              id: "p",
              slug: "../../../../../tmp/evil",
              draft: false,
              parent: { parent: { relativePath: "evil/index.md" } },
            },
          ],
        },
        allLegalPage: { nodes: [] },
      },
    });
    await (createPages as unknown as (args: unknown) => Promise<void>)({ actions, reporter, graphql });
    expect(actions.createPage).not.toHaveBeenCalled();
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("content/projects/evil/index.md — champ « slug » : doit être fait de mots en minuscules"),
    );
  });

  it.each(["//2130706433/x", "/\\host", "//evil.example", "/\\/evil", "/accueil//x", "https:/x"])(
    "refuses the navigation link %s, in the check and where links are rendered",
    (link) => {
      expect(follows("path", link)).toBe(false);
      expect(
        checkValue(
          kindByFolder("navigation")!.fields.find((f) => f.type === "list<link>")!,
          [{ id: 1, title: "Piège", link }],
          "x.md",
        ),
      ).toMatch(/^le lien « Piège » doit commencer par « \/ »/);
      expect(
        sitePagesOnly([
          { id: 1, title: "Piège", link },
          { id: 2, title: "Accueil", link: "/accueil#contact" },
        ]),
      ).toEqual([{ id: 2, title: "Accueil", link: "/accueil#contact" }]);
    },
  );
});

describe("YAML that stays small", () => {
  /** Nine aliases nested eight deep: about 1 KB that expands to gigabytes. */
  const bomb = () => {
    const lines = ['a0: ["x","x","x","x","x","x","x","x","x"]'];
    for (let level = 1; level <= 8; level++) {
      lines.push(`a${level}: [${Array.from({ length: 9 }, () => `*a${level - 1}`).join(",")}]`);
    }
    return lines
      .map((line, index) => (index < 8 ? line.replace(`a${index}:`, `a${index}: &a${index}`) : line))
      .join("\n");
  };

  it("refuses an alias bomb in French, in a short line, at once", () => {
    const source = fs.readFileSync(path.join(ROOT, "content/legal/cgu.md"), "utf8");
    write("content/legal/cgu.md", source.replace("---\n", `---\n${bomb()}\n`));
    expect(bomb().length).toBeLessThan(1200);
    const problems = problemsOf("content/legal/cgu.md");
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/legal\/cgu\.md, ligne 2 — champ « frontmatter » : l’ancre « &a0 » n’est pas lue par le site/,
      ),
    ]);
    expect(problems[0].length).toBeLessThan(300);
  });

  it.each([
    ["an anchor", "titre: &x Accueil", /l’ancre « &x »/],
    ["an alias", "a: [1]\nb: *a", /renvoi|pas du YAML valide/],
    ["a tag", "photo: !!binary aGVsbG8=", /le type explicite « !!binary »/],
    ["a set", "s: !!set {a, b}", /le type explicite « !!set »/],
  ])("refuses %s, which the CMS never writes", (_what, yaml, message) => {
    expect(() => readFrontMatter(`---\n${yaml}\n---\n`, "a.md")).toThrow(message);
  });

  it("shows no value longer than a line in a message", () => {
    const source = fs.readFileSync(path.join(ROOT, "content/legal/cgu.md"), "utf8");
    write("content/legal/cgu.md", source.replace(/^slug: .*$/m, `slug: ${"a".repeat(5000)}_`));
    const problems = problemsOf("content/legal/cgu.md");
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.length).toBeLessThan(400);
  });
});
