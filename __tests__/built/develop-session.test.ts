/**
 * What a writer saves while `gatsby develop` runs (as `npm run cms` runs it), on
 * the real dev server in a copy of the project: each save is checked again, its
 * problems are printed in French and served to the page's panel, the page keeps
 * its last good content, and no content fault surfaces as an English GraphQL error.
 */
import * as fs from "fs";
import * as path from "path";
import { copyProject, develop, read, removeCopy, write, type DevelopServer } from "../support/site-copy";

const FILE = "content/projects/kids-care/index.md";
const PORT = 8391;

/** The project page's data as the dev server gives it to the browser. */
const pageData = async (server: DevelopServer) => {
  const response = await fetch(`${server.url}/page-data/projet/kids-care/page-data.json`, { cache: "no-store" });
  return { status: response.status, text: await response.text() };
};

const problems = async (server: DevelopServer): Promise<string[]> => {
  const response = await fetch(`${server.url}/__voltis/content-problems`);
  return ((await response.json()) as { problems: string[] }).problems;
};

/** Polls until `check` holds (the dev server works in the background after a save). */
const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 60_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() - started > timeout) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** The page's data over `duration` ms, read every half second: the page must keep its content all along. */
const throughout = async (server: DevelopServer, duration = 4000) => {
  const seen: { status: number; text: string }[] = [];
  for (const started = Date.now(); Date.now() - started < duration; ) {
    seen.push(await pageData(server));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return seen;
};

describe("a file saved while gatsby develop runs", () => {
  let dir: string;
  let server: DevelopServer;
  let original: string;

  beforeAll(async () => {
    dir = copyProject("voltis-develop-");
    original = read(dir, FILE);
    server = develop(dir, PORT);
    await server.waitFor(/You can now view|http:\/\/127\.0\.0\.1:\d+\//, 300_000);
    await eventually(() => pageData(server), (data) => data.status === 200, 120_000);
  }, 420_000);

  afterAll(async () => {
    await server?.stop();
    removeCopy(dir);
  });

  /** Saves the project file, then waits for the develop output (from now on) to match `printed`. */
  const save = async (text: string, printed: RegExp) => {
    const from = server.output().length;
    write(dir, FILE, text);
    return server.waitFor(printed, 60_000, from);
  };

  it("checks a save with raw HTML, says so in French, and keeps the page's last good content", async () => {
    const line = await save(
      `${original.trimEnd()}\n\n<script>alert(1)</script>\n`,
      /content\/projects\/kids-care\/index\.md, ligne \d+ — champ « body » : du HTML \(« <script>alert\(1\)<\/script> »\)[^\n]*/,
    );
    expect(await eventually(() => problems(server), (list) => list.length > 0)).toEqual([line]);
    for (const data of await throughout(server)) {
      expect(data.status).toBe(200);
      expect(data.text).toContain('"name":"Kids Care"');
      expect(data.text).not.toContain("alert(1)");
    }
  }, 120_000);

  it("keeps the page when a required field is removed, with no English GraphQL error", async () => {
    const from = server.output().length;
    await save(original.replace(/^name: .*\n/m, ""), /content\/projects\/kids-care\/index\.md — champ « name » : est obligatoire et manque\./);
    for (const data of await throughout(server)) {
      expect(data.status).toBe(200);
      expect(data.text).toContain('"name":"Kids Care"');
    }
    expect(server.output().slice(from)).not.toMatch(/Cannot return null|non-nullable/);
  }, 120_000);

  it("keeps the page when the YAML no longer parses, pointing at the line in French", async () => {
    await save(
      original.replace(/^name: .*$/m, 'name: "Kids Care'),
      /content\/projects\/kids-care\/index\.md, ligne 4, colonne \d+ — champ « frontmatter » : [^\n]*/,
    );
    for (const data of await throughout(server)) {
      expect(data.status).toBe(200);
      expect(data.text).toContain('"name":"Kids Care"');
    }
  }, 120_000);

  it("refuses front matter written as code, runs none of it, and keeps the page", async () => {
    const marker = path.join(dir, "code-ran.txt");
    const code = `(function () { require("fs").writeFileSync(${JSON.stringify(marker)}, "ran"); return { name: "Piégé" }; })()`;
    await save(
      `---javascript\n${code}\n---\nTexte.\n`,
      /content\/projects\/kids-care\/index\.md, ligne 1 — champ « frontmatter » : la première ligne doit être « --- » seule, pas « ---javascript »/,
    );
    for (const data of await throughout(server)) {
      expect(data.status).toBe(200);
      expect(data.text).toContain('"name":"Kids Care"');
      expect(data.text).not.toContain("Piégé");
    }
    expect(fs.existsSync(marker)).toBe(false);
  }, 120_000);

  it("publishes the fixed file and clears the problems", async () => {
    await save(original.replace(/^name: .*$/m, "name: Kids Care Plus"), /Contenu vérifié : aucune erreur/);
    expect(await eventually(() => problems(server), (list) => list.length === 0)).toEqual([]);
    const data = await eventually(() => pageData(server), (value) => value.text.includes("Kids Care Plus"));
    expect(data.text).toContain('"name":"Kids Care Plus"');
  }, 120_000);

  it("reports a misnamed file saved during the session and makes no page of it", async () => {
    const copy = path.join("content/projects/projet-ete/index.markdown");
    write(dir, copy, read(dir, FILE).replace(/^slug: .*$/m, "slug: projet-ete").replace(/^id: .*$/m, "id: 99"));
    await server.waitFor(/renommez « index\.markdown » en « index\.md »/, 60_000);
    const response = await fetch(`${server.url}/page-data/projet/projet-ete/page-data.json`);
    expect(response.status).not.toBe(200);
  }, 120_000);
});
