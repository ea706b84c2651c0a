/** @jest-environment node */
/**
 * The repository stands on its own: its code, tests and docs cite files inside
 * it (docs/…), never a document outside it or the history of tickets, and every
 * `docs/….md` they cite, with the section they name, exists.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|json|toml|css|sh|yml|yaml)$|^\.ci\/run$|^\.[a-z]+rc(\.json)?$/;

const trackedTextFiles = (): string[] =>
  execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && TEXT.test(file) && !file.startsWith("content/") && file !== "package-lock.json")
    .filter((file) => fs.existsSync(path.join(ROOT, file)));

/** Ways of pointing outside the repository that a reader with only the repo cannot follow. */
const OUTSIDE = [
  { name: "a section of an outside specification", pattern: /\bspec §/ },
  { name: "an outside decisions document", pattern: /\bDECISIONS\b/ },
  { name: "a shared folder outside the repo", pattern: /\.\.\/shared\b/ },
  { name: "a ticket's number", pattern: /\b[Ii]ssues? #?\d+\b/ },
];

/** `docs/product.md, "The contact call"` → the file and the section it names. */
const CITATION = /\b(docs\/[a-z0-9-]+\.md)(?:, « ?"?([^"»\n]+?)"? ?»|, "([^"\n]+)")?/g;

const headingsOf = (file: string): string[] =>
  fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => /^#{1,4} /.test(line))
    .map((line) => line.replace(/^#+ /, "").trim());

describe("references inside the repository", () => {
  const files = trackedTextFiles();
  const text = new Map(files.map((file) => [file, fs.readFileSync(path.join(ROOT, file), "utf8")]));
  // This file names the patterns it looks for; the README's test has a sample of links.
  text.delete(path.relative(ROOT, __filename));
  text.delete("__tests__/unit/readme.test.ts");

  it.each(OUTSIDE)("no file refers to $name", ({ pattern }) => {
    const found = [...text].flatMap(([file, body]) =>
      body
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("every docs/ page that code, tests and docs cite exists, with the section they name", () => {
    const broken: string[] = [];
    for (const [file, body] of text) {
      for (const match of body.matchAll(CITATION)) {
        const [, doc, frenchQuoted, quoted] = match;
        if (!fs.existsSync(path.join(ROOT, doc))) {
          broken.push(`${file}: ${doc} does not exist`);
          continue;
        }
        const section = frenchQuoted ?? quoted;
        if (section && !headingsOf(doc).includes(section)) broken.push(`${file}: ${doc} has no section "${section}"`);
      }
    }
    expect(broken).toEqual([]);
  });
});
