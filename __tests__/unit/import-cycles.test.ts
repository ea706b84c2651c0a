/** @jest-environment node */
import * as fs from "fs";
import * as path from "path";
import ts from "typescript";

/**
 * No import circle in the site's code (docs/architecture.md, "Which way imports go"): src/, plugins/ and the
 * gatsby-* files, type-only imports included, as a circle of types becomes one of values with the next edit.
 * Each file's imports are read by TypeScript's own pre-processor (`import`, `import type`, `export … from`,
 * `import()`, `require`) and resolved as tsconfig.json resolves them; only edges between these files count.
 */
const ROOT = path.resolve(__dirname, "../..");

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
);

const isSource = (name: string) => /\.(ts|tsx|mts)$/.test(name) && !/\.d\.(ts|json\.ts)$/.test(name);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });

const files = [
  ...sourceFiles(path.join(ROOT, "src")),
  ...sourceFiles(path.join(ROOT, "plugins")),
  ...fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith("gatsby-") && isSource(name))
    .map((name) => path.join(ROOT, name)),
];
const known = new Set(files);

/** Each file's imports of the other files, by path from the root. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => !!target && known.has(path.resolve(target)))
      .map((target) => path.relative(ROOT, path.resolve(target)));
    return [path.relative(ROOT, file), [...new Set(targets)]];
  }),
);

/** Every circle a depth-first walk meets, each as the files it goes through, back to its first. */
const circles = (): string[][] => {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
};

describe("imports between the site's files", () => {
  it("are read from every kind of import, type-only ones included", () => {
    expect(graph.get("src/lib/contact/server/handler.ts")).toContain("src/lib/contact/server/form-page.ts");
    // `import type { ThemeVars } from "./theme"`
    expect(graph.get("src/styles/vars.ts")).toContain("src/styles/theme.ts");
    // `export { … } from "./scales"`
    expect(graph.get("src/styles/vars.ts")).toContain("src/styles/scales.ts");
    // A lazy `import()`.
    expect(graph.get("src/components/contact/LazyContactForm.tsx")).toContain("src/components/contact/ContactForm.tsx");
    expect([...graph.keys()]).toEqual(expect.arrayContaining(["gatsby-node.ts", "gatsby-ssr.tsx"]));
  });

  it("never go round in a circle", () => {
    expect(circles().map((circle) => circle.join(" → "))).toEqual([]);
  });
});
