/**
 * @jest-environment node
 *
 * Front matter is data, never code: the one reader (src/lib/content/front-matter.ts)
 * reads YAML only, and every part of the project that reads a content file refuses
 * a block opened by `---js` or `---javascript` in French, naming the file and the
 * line, before anything in it runs.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { FrontMatterError, readFrontMatter } from "../../src/lib/content/front-matter";
import { checkContent } from "../../src/node/content/content-check";
import { loadSiteFacts } from "../../src/node/content/site-facts";
import { loadTokens } from "../../src/node/content/site-tokens";
import { checkImages } from "../../src/node/content/image-check";
import { readSourceImages } from "../../src/node/content/source-images";
import { renderReference } from "../../src/node/tools/content-doc";
import { siteMailboxFrom } from "../../src/lib/contact/server/config";
import { readEntry } from "../../src/cms/decap-format";
import { copyProject, removeCopy, ROOT } from "../support/site-copy";

type Marked = typeof globalThis & { __frontMatterRan?: string };
const marked = globalThis as Marked;

/** A front matter in `language` whose code, if it ever ran, would leave a mark and return valid-looking data. */
const codeFrontMatter = (language: string, mark: string, rest = "") =>
  `---${language}\n(function () { globalThis.__frontMatterRan = ${JSON.stringify(mark)}; return { title: "Piégé" }; })()\n---\n${rest}`;

const REFUSED = (file: string, opening: string) =>
  `${file}, ligne 1 — champ « frontmatter » : la première ligne doit être « --- » seule, pas « ${opening} » : ` +
  "le site ne lit que du YAML entre deux lignes « --- ».";

beforeEach(() => {
  delete marked.__frontMatterRan;
});

describe("the front-matter reader", () => {
  it("reads the YAML between two lines « --- » and the body after them", () => {
    expect(readFrontMatter("---\ntitle: Accueil\ntags:\n  - web\n---\nLe texte.\n", "a.md")).toEqual({
      data: { title: "Accueil", tags: ["web"] },
      body: "Le texte.\n",
      hasFrontMatter: true,
    });
  });

  it("reads a file with a byte order mark and Windows line ends as the same file", () => {
    expect(readFrontMatter("\uFEFF---\r\ntitle: Accueil\r\n---\r\nLe texte.\r\n", "a.md").data).toEqual({ title: "Accueil" });
  });

  it("gives a file without front matter as a body alone", () => {
    expect(readFrontMatter("Juste du texte.\n", "a.md")).toEqual({ data: {}, body: "Juste du texte.\n", hasFrontMatter: false });
  });

  it.each(["js", "javascript", "JS", "json", "coffee", "yaml", " js", "yml"])(
    "refuses a block opened by « ---%s » in French, naming the file and line 1, and runs nothing",
    (language) => {
      const read = () => readFrontMatter(codeFrontMatter(language, language), "content/legal/cgu.md");
      expect(read).toThrow(FrontMatterError);
      expect(read).toThrow(REFUSED("content/legal/cgu.md", `---${language}`.trim()));
      expect(marked.__frontMatterRan).toBeUndefined();
    },
  );

  it("names the line of a YAML error and keeps the parser's error for the French diagnosis", () => {
    let error: unknown;
    try {
      readFrontMatter('---\ntitle: Accueil\nname: "Voltis\n---\nTexte\n', "content/home/index.md");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FrontMatterError);
    expect((error as FrontMatterError).file).toBe("content/home/index.md");
    expect((error as FrontMatterError).yamlError).toBeDefined();
    expect((error as FrontMatterError).message).toMatch(/^content\/home\/index\.md, ligne \d+ — champ « frontmatter » : /);
  });

  it("reads no YAML tag that builds objects from code", () => {
    const read = () => readFrontMatter('---\ntitle: !!js/function "function () { return 1; }"\n---\n', "a.md");
    expect(read).toThrow(FrontMatterError);
  });
});

describe("every reader of content refuses code before running it", () => {
  let root: string;
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), text);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "front-matter-"));
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    write("content/settings/site.md", codeFrontMatter("js", "site"));
    write("content/projects/kids-care/index.md", codeFrontMatter("javascript", "project", "Le texte.\n"));
    write("content/legal/cgu.md", codeFrontMatter("js", "legal", "Le texte.\n"));
    write("content/home/index.md", codeFrontMatter("javascript", "home"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  afterEach(() => expect(marked.__frontMatterRan).toBeUndefined());

  it("the content check names each file", () => {
    const messages = checkContent(path.join(root, "content"), root).map((problem) => `${problem.file}: ${problem.message}`);
    for (const file of ["content/projects/kids-care/index.md", "content/legal/cgu.md", "content/home/index.md"]) {
      expect(messages.some((message) => message.startsWith(`${file}: la première ligne doit être « --- » seule`))).toBe(true);
    }
  });

  it("the build's readers of the company facts: config, tokens, CONTENT.md", () => {
    expect(() => loadSiteFacts(root)).toThrow(REFUSED("content/settings/site.md", "---js"));
    expect(() => loadTokens(root)).toThrow(REFUSED("content/settings/site.md", "---js"));
    expect(() => renderReference(root)).toThrow(REFUSED("content/settings/site.md", "---js"));
  });

  it("the image checks skip the file, which the content check refuses", async () => {
    await checkImages(path.join(root, "content"), root);
    await readSourceImages(path.join(root, "content"), root);
  });

  it("the contact function's reader of the company's mailbox", () => {
    expect(() => siteMailboxFrom(codeFrontMatter("js", "mailbox"))).toThrow(REFUSED("content/settings/site.md", "---js"));
  });

  it("the CMS's format", () => {
    expect(() => readEntry(codeFrontMatter("javascript", "cms"), "content/legal/cgu.md")).toThrow(
      REFUSED("content/legal/cgu.md", "---javascript"),
    );
  });
});

describe("npm run check:content", () => {
  let dir: string;
  const marker = () => path.join(dir, "code-ran.txt");
  /** Code that, if it ever ran, would write a file into the copy. */
  const writing = (language: string, rest = "") =>
    `---${language}\n(function () { require("fs").writeFileSync(${JSON.stringify(marker())}, "${language}"); return {}; })()\n---\n${rest}`;

  beforeAll(() => {
    dir = copyProject("voltis-front-matter-");
  });
  afterAll(() => removeCopy(dir));

  it.each(["js", "javascript"])("refuses « ---%s » in site.md, a project, a legal page and the home texts", (language) => {
    for (const file of ["content/settings/site.md", "content/projects/kids-care/index.md", "content/legal/cgu.md", "content/home/index.md"]) {
      fs.writeFileSync(path.join(dir, file), writing(language, "Le texte.\n"));
    }
    const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(1);
    for (const file of ["content/settings/site.md", "content/projects/kids-care/index.md", "content/legal/cgu.md", "content/home/index.md"]) {
      expect(output).toContain(REFUSED(file, `---${language}`));
    }
    expect(fs.existsSync(marker())).toBe(false);
  }, 150_000);
});
