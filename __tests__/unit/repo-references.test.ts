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

/**
 * Ways of pointing outside the repository that a reader with only the repo
 * cannot follow, whatever their case. "spec" alone is also a variable's name
 * (a field's `FieldSpec`): only its uses as a document's name count.
 */
const OUTSIDE = [
  { name: "a numbered section of another document", pattern: /§\s*\d/ },
  {
    name: "a specification outside the repo",
    pattern:
      /\b(?:the|a|our|per|see)\s+spec(?:ification)?s?\b|\bspec(?:ification)?(?:['’]s|\s*§)|(?:^|\s)\(spec(?:ification)?\)(?!\s*=>)|\bspec(?:ification)?\.md\b/i,
  },
  {
    name: "an outside decisions document",
    // Upper case only for the bare word: `decisions` is also a variable's name.
    pattern: /\bDECISIONS\b|\b[Dd]ecisions\.md\b|\b[Tt]he decisions (?:log|document|file)\b/,
  },
  { name: "an outside style or design guide", pattern: /\b(?:STYLE|DESIGN|BRIEF|NOTES|TODO)\.md\b/i },
  { name: "a shared folder outside the repo", pattern: /\.\.\/shared\b/i },
  { name: "a ticket's number", pattern: /\b(?:issues?|tickets?|PRs?|pull requests?)\s*#?\d+\b|\(#\d+\)/i },
];

/** The outside references of a text, one line each: `file:line: text`. */
export const outsideReferences = (file: string, body: string, pattern: RegExp): string[] =>
  body
    .split("\n")
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => pattern.test(line))
    .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`);

/** Which kinds of outside reference a text holds. */
const kindsIn = (body: string): string[] =>
  OUTSIDE.filter(({ pattern }) => outsideReferences("sample", body, pattern).length > 0).map(({ name }) => name);

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
    const found = [...text].flatMap(([file, body]) => outsideReferences(file, body, pattern));
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

describe("what counts as a reference outside the repository", () => {
  it.each([
    "/** Spec §4: every field filled. */",
    "// SPEC §3, §5, §7, §8.",
    "as the spec §2 says",
    "in the header's order (§2 Header)",
    "beside the spec's body",
    "the blurred backdrop the specification asks for",
    "Mobile below 768 px (spec); desktop above.",
    "see SPEC.md",
    "as DECISIONS says",
    "recorded in decisions.md",
    "written the STYLE.md way",
    "per design.md",
    "import x from '../shared/tokens'",
    "fixed in issue #12",
    "see ISSUE 7",
    "Issues #3 and #4",
    "since PR #41",
    "(#18)",
  ])("finds %j", (sample) => {
    expect(kindsIn(sample)).not.toEqual([]);
  });

  it.each([
    "const rule = expectedRule(spec);",
    "kind.fields.filter((spec) => spec.required)",
    'if (spec?.type === "price") return null;',
    "const decisions = [allowed, refused];",
    "for (const issue of error.inner) errors[issue.path] = issue.message;",
    "known upstream (<https://github.com/gatsbyjs/gatsby/issues/38465>, open)",
    "color: #fff;",
    'docs/product.md, "The contact form"',
  ])("leaves %j alone", (sample) => {
    expect(kindsIn(sample)).toEqual([]);
  });
});
