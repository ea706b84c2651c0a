/** @jest-environment node */
/**
 * The README stays short and true: at most 150 lines, every path of its tree
 * (the `text` block under « Where things are ») exists, and every relative link
 * of README.md and docs/*.md leads to a file or folder of the repository.
 */
import * as fs from "fs";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const README = path.join(ROOT, "README.md");
const readme = fs.readFileSync(README, "utf8");
const MAX_LINES = 150;
const TREE_HEADING = "## Where things are";

/** The paths of the tree: the first word of each line of the first fenced block after TREE_HEADING. */
export const treePaths = (markdown: string): string[] => {
  const start = markdown.indexOf(`\n${TREE_HEADING}\n`);
  if (start < 0) return [];
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(markdown.slice(start));
  if (!block) return [];
  return block[1]
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((word) => word !== "");
};

/** Markdown without fenced code blocks and inline code, where a `[x](y)` is not a link. */
const withoutCode = (markdown: string): string =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");

/** Targets of inline links and images, and of reference definitions; without #anchors. */
export const relativeLinks = (markdown: string): string[] => {
  const text = withoutCode(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+("[^"]*"|'[^']*'))?\s*\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+("[^"]*"|'[^']*'))?\s*$/gm)].map((match) => match[1]),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => decodeURI(target.split("#")[0]))
    .filter((target) => target !== "");
};

const exists = (file: string) => fs.existsSync(file);

describe("README.md", () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(readme.replace(/\n$/, "").split("\n").length).toBeLessThanOrEqual(MAX_LINES);
  });

  it("names only paths that exist in its tree", () => {
    const paths = treePaths(readme);
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((entry) => {
      const full = path.join(ROOT, entry);
      if (!exists(full)) return true;
      // A path written with a trailing slash is a folder.
      return entry.endsWith("/") && !fs.statSync(full).isDirectory();
    });
    expect(missing).toEqual([]);
  });

  it("lists every npm script of package.json", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const named = (script: string) =>
      readme.includes(`\`npm run ${script}\``) ||
      (["start", "test"].includes(script) && readme.includes(`\`npm ${script}\``));
    expect(Object.keys(scripts).filter((script) => !named(script))).toEqual([]);
  });
});

describe("relative links of README.md and docs/", () => {
  const docs = fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(ROOT, "docs", name));

  it.each([README, ...docs].map((file) => [path.relative(ROOT, file), file]))(
    "%s links to files that exist",
    (_, file) => {
      const markdown = fs.readFileSync(file, "utf8");
      const missing = relativeLinks(markdown).filter((target) => !exists(path.resolve(path.dirname(file), target)));
      expect(missing).toEqual([]);
    },
  );
});

describe("the parsers", () => {
  it("read a tree block and skip what is not a relative link", () => {
    const sample = [
      "# T",
      "## Where things are",
      "```text",
      "src/api/            the endpoint",
      "  netlify.toml      settings",
      "```",
      "[a](docs/a.md#part) [b](https://example.org) [c](#top) ![d](./img.png 'x') `[e](f.md)`",
      "[ref]: ../CONTENT.md#x",
      "```sh",
      "[g](h.md)",
      "```",
    ].join("\n");
    expect(treePaths(sample)).toEqual(["src/api/", "netlify.toml"]);
    expect(relativeLinks(sample).sort()).toEqual(["../CONTENT.md", "./img.png", "docs/a.md"]);
  });
});
