/** @jest-environment node */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

/**
 * The ESLint rule that keeps gray-matter and js-yaml in the front matter's readers (eslint.config.mjs,
 * FRONT_MATTER_READERS): it catches `import`, `require()` and `import()` elsewhere, and the readers lint clean.
 */

const ROOT = path.join(__dirname, "..", "..");
const RULE = "Front matter is read by src/lib/content/front-matter.ts alone";

interface Case {
  code: string;
  filePath: string;
}
interface Message {
  ruleId: string | null;
  severity: number;
  message: string;
}

/**
 * ESLint's Node API (`new ESLint({ cwd })`, `lintText`) with the project's own config, in a process of its own:
 * ESLint loads eslint.config.mjs with import(), which Jest's module system refuses without --experimental-vm-modules.
 * One process for every case, so the config and the parsers load once.
 */
const lintTexts = (cases: Case[]): Message[][] => {
  const script = `
    const { ESLint } = require("eslint");
    (async () => {
      const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
      const eslint = new ESLint({ cwd: process.cwd() });
      const results = [];
      for (const { code, filePath } of cases) {
        const [result] = await eslint.lintText(code, { filePath });
        results.push(result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })));
      }
      process.stdout.write(JSON.stringify(results));
    })().catch((error) => {
      console.error(error);
      process.exit(1);
    });`;
  const run = spawnSync(process.execPath, ["-e", script], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`ESLint n’a pas pu lire les cas : ${run.stderr}`);
  return JSON.parse(run.stdout) as Message[][];
};

const COMPONENT = "src/components/x.tsx";
const FORBIDDEN: [string, Case][] = [
  [
    "an import of gray-matter",
    { code: 'import matter from "gray-matter";\nexport default matter;\n', filePath: COMPONENT },
  ],
  [
    'require("gray-matter")',
    { code: 'const matter = require("gray-matter");\nexport default matter;\n', filePath: COMPONENT },
  ],
  [
    'await import("gray-matter")',
    { code: 'export const load = async () => (await import("gray-matter")).default;\n', filePath: COMPONENT },
  ],
  [
    'require("js-yaml") in a CommonJS script',
    { code: 'const yaml = require("js-yaml");\nmodule.exports = yaml;\n', filePath: "scripts/x.cjs" },
  ],
  ['import("js-yaml")', { code: 'export const load = () => import("js-yaml");\n', filePath: "src/node/x.ts" }],
  ["an import of js-yaml", { code: 'import { load } from "js-yaml";\nexport default load;\n', filePath: COMPONENT }],
  [
    "an import of a file of js-yaml",
    { code: 'import { load } from "js-yaml/lib/loader";\nexport default load;\n', filePath: "src/node/x.ts" },
  ],
  [
    "TypeScript's import = require()",
    { code: 'import yaml = require("js-yaml");\nexport default yaml;\n', filePath: "src/node/x.ts" },
  ],
  [
    'module.require("gray-matter")',
    { code: 'module.exports = module.require("gray-matter");\n', filePath: "plugins/x.js" },
  ],
  [
    "import() of a template literal",
    { code: "export const load = () => import(`gray-matter/lib/parse.js`);\n", filePath: COMPONENT },
  ],
];
/** What the rule leaves alone: the CMS's writer's `yaml`, a name that only starts like one. */
const ALLOWED: [string, Case][] = [
  [
    "an import of yaml, the CMS's format writer's",
    { code: 'import YAML from "yaml";\nexport default YAML;\n', filePath: "src/cms/x.ts" },
  ],
  ["require() of another package", { code: 'module.exports = require("js-yaml-extra");\n', filePath: "scripts/x.cjs" }],
];
/** The readers as they are, each under its own path, and how each loads its module. */
const READERS: [string, string][] = [
  ["src/lib/content/front-matter.ts", 'import matter from "gray-matter";'],
  ["plugins/gatsby-plugin-voltis-cms/gray-matter-yaml-only/engines.js", 'const yaml = require("js-yaml");'],
];

describe("the ESLint rule that keeps front matter in its readers", () => {
  let results: Message[][];
  beforeAll(() => {
    const readers = READERS.map(([filePath]) => ({
      code: fs.readFileSync(path.join(ROOT, filePath), "utf8"),
      filePath,
    }));
    results = lintTexts([...FORBIDDEN, ...ALLOWED].map(([, lint]) => lint).concat(readers));
  }, 60_000);
  const ruleErrors = (messages: Message[]) =>
    messages.filter((message) => message.severity === 2 && message.message.includes(RULE));

  it.each(FORBIDDEN.map(([name], index) => [name, index] as const))(
    "refuses %s outside the readers",
    (_name, index) => {
      expect(ruleErrors(results[index]).map((message) => message.ruleId)).toEqual([
        expect.stringMatching(/^no-restricted-(imports|syntax)$/),
      ]);
    },
  );

  it.each(ALLOWED.map(([name], index) => [name, FORBIDDEN.length + index] as const))(
    "leaves %s alone",
    (_name, index) => {
      expect(ruleErrors(results[index])).toEqual([]);
    },
  );

  it.each(READERS.map(([file, load], index) => [file, load, FORBIDDEN.length + ALLOWED.length + index] as const))(
    "lints the reader %s clean, with its %s",
    (file, load, index) => {
      expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toContain(load);
      expect(results[index]).toEqual([]);
    },
  );
});
