/**
 * @jest-environment node
 *
 * One reading, tried by mutation (docs/security.md, « One reading »; docs/testing.md says how to run it long).
 * Each case takes a real file of content/, mutates it the way an attacker or a careless editor would (line
 * ends, byte order marks, Unicode spaces around the delimiters, YAML anchors, tags, styles, comments, further
 * documents, duplicate keys, delimiters with trailing characters), then reads it twice: with the content check,
 * and with the real gatsby-transformer-remark followed by the site's onCreateNode. For every case, either the
 * check refuses the file, or Gatsby's Markdown node holds exactly the data and body the check validated and the
 * site's node is made of them.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import fc from "fast-check";
import { Joi } from "gatsby-plugin-utils";
import { CONTENT_KINDS, type ContentKind } from "../../src/lib/content/content-model";
import { checkKind, readContentFile } from "../../src/node/content/content-check";
import { listMarkdownFiles, isContentFileName } from "../../src/node/content/content-files";
import { asTransformerStoresIt, checkedFiles, firstDifference } from "../../src/node/content/one-reading";
import { onCreateNode } from "../../gatsby-node";
import { ROOT } from "../support/site-copy";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformer = require("gatsby-transformer-remark/gatsby-node") as {
  onCreateNode: (args: unknown, options: unknown) => Promise<unknown>;
  pluginOptionsSchema: (args: { Joi: unknown }) => { validate: (value: unknown) => { value: unknown } };
};

/** The plugin's options as Gatsby hands them over once its schema has validated them (gatsby-config.ts). */
const transformerOptions = transformer
  .pluginOptionsSchema({
    // Joi.subPlugins is Gatsby's own extension; an array stands for it here.
    Joi: new Proxy(Joi, {
      get: (target, key) => (key === "subPlugins" ? () => target.array() : target[key as keyof typeof Joi]),
    }),
  })
  .validate({ gfm: false, plugins: [] }).value;

const RUNS = Number(process.env.ONE_READING_RUNS ?? 300);
const SEED = Number(process.env.ONE_READING_SEED ?? 20261129);

interface Sample {
  kind: ContentKind;
  relative: string;
  text: string;
}

const SAMPLES: Sample[] = CONTENT_KINDS.flatMap((kind) =>
  listMarkdownFiles(path.join(ROOT, "content", kind.folder))
    .filter((file) => isContentFileName(file))
    .map((file) => ({ kind, relative: path.relative(ROOT, file), text: fs.readFileSync(file, "utf8") })),
);

/** Spaces and separators a writer never sees: around a delimiter they decide where a reader cuts the block. */
const INVISIBLE = ["", " ", "\t", "\u00a0", "\u2028", "\u2029", "\u0085", "\ufeff", "\u3000", "\v", "\f", "\u200b"];

type Mutation =
  | { op: "line-ends"; ends: string[] }
  | { op: "bom" }
  | { op: "delimiter"; which: 0 | 1; before: string; after: string }
  | { op: "insert"; at: number; text: string }
  | { op: "duplicate"; from: number; at: number };

/** Lines a front matter or a body may gain: YAML features the CMS never writes, and the usual slips. */
const SNIPPETS = [
  "ancre: &a [1, 2]",
  "renvoi: *a",
  "<<: *a",
  "binaire: !!binary aGVsbG8=",
  "texte: !!str 12",
  "ensemble: !!set {a, b}",
  "flux: {a: 1, b: [x, y]}",
  "# un commentaire",
  "liste:\n  - a\n  - b",
  "bloc: |\n  deux\n  lignes",
  "date: 2024-01-01",
  "...",
  "---",
  "----",
  "--- # fin",
  "---x: 1",
  "~~~",
  "client: caché\ryear: 1999",
  "\r---\rclient: caché",
  "<script>alert(1)</script>",
  "[lien](javascript:alert(1))",
  "%YAML 1.2",
  "? clé\n: valeur",
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    op: fc.constant("line-ends" as const),
    ends: fc.array(fc.constantFrom("\n", "\r\n", "\r"), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ op: fc.constant("bom" as const) }),
  fc.record({
    op: fc.constant("delimiter" as const),
    which: fc.constantFrom(0 as const, 1 as const),
    before: fc.constantFrom(...INVISIBLE),
    after: fc.constantFrom(...INVISIBLE, "x", "-", " # note", "yaml", "js"),
  }),
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(60), text: fc.constantFrom(...SNIPPETS) }),
  fc.record({ op: fc.constant("duplicate" as const), from: fc.nat(60), at: fc.nat(60) }),
);

/** Applies the mutations to the LF lines of `text`, then joins them with the line ends chosen (LF by default). */
const mutate = (text: string, mutations: Mutation[]): string => {
  let lines = text.replace(/\r\n?/g, "\n").split("\n");
  let ends = ["\n"];
  let bom = false;
  const delimiters = () => lines.flatMap((line, index) => (/^---/.test(line) ? [index] : [])).slice(0, 2);
  for (const m of mutations) {
    if (m.op === "line-ends") ends = m.ends;
    else if (m.op === "bom") bom = true;
    else if (m.op === "delimiter") {
      const index = delimiters()[m.which];
      if (index !== undefined) lines[index] = `${m.before}---${m.after}`;
    } else if (m.op === "insert") {
      lines.splice(m.at % (lines.length + 1), 0, ...m.text.split("\n"));
    } else {
      const line = lines[m.from % lines.length];
      lines = [...lines.slice(0, m.at % lines.length), line, ...lines.slice(m.at % lines.length)];
    }
  }
  const joined = lines
    .map((line, index) => (index === lines.length - 1 ? line : line + ends[index % ends.length]))
    .join("");
  return (bom ? "\ufeff" : "") + joined;
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-one-reading-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The check's verdict on one file: its problems (not those of the set, like a count), or what it validated. */
const check = (sample: Sample, absolutePath: string) => {
  const read = readContentFile(absolutePath, sample.relative);
  if (read.problem) return { refused: true as const };
  const problems = checkKind(sample.kind, [read.file]).filter((problem) => problem.file === sample.relative);
  return problems.length > 0 ? { refused: true as const } : { refused: false as const, file: read.file };
};

/** Gatsby's reading: the Markdown node gatsby-transformer-remark makes of the bytes, or its refusal. */
const transform = async (text: string, absolutePath: string) => {
  const created: Record<string, unknown>[] = [];
  const panics: string[] = [];
  await transformer.onCreateNode(
    {
      node: { id: "file", absolutePath, internal: { type: "File", mediaType: "text/markdown" } },
      loadNodeContent: async () => text,
      actions: {
        createNode: (node: Record<string, unknown>) => created.push(node),
        createParentChildLink: () => undefined,
      },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild: (message: string) => panics.push(message) },
    },
    transformerOptions,
  );
  return { markdown: created[0], panics };
};

/** The site's onCreateNode on that Markdown node, with the check's record: the node it makes, or its refusal. */
const siteNode = async (sample: Sample, absolutePath: string, markdown: Record<string, unknown>) => {
  const created: Record<string, unknown>[] = [];
  const panics: string[] = [];
  const relativePath = path.relative(path.join(root, "content", sample.kind.folder), absolutePath);
  await (onCreateNode as unknown as (args: unknown) => Promise<void>)({
    node: { ...markdown, parent: "file" },
    getNode: () => ({
      id: "file",
      sourceInstanceName: sample.kind.folder,
      relativePath,
      base: path.basename(absolutePath),
      absolutePath,
      internal: { type: "File" },
    }),
    actions: {
      createNode: (node: Record<string, unknown>) => created.push(node),
      createParentChildLink: () => undefined,
    },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
  });
  return { node: created[0], panics };
};

const tally = { refusedByCheck: 0, published: 0 };

it(
  `publishes exactly what the check validated, or the check refuses the file (${RUNS} mutations, seed ${SEED})`,
  async () => {
    expect(SAMPLES.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(SAMPLES.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        async (pick, mutations) => {
          const sample = SAMPLES[pick];
          const text = mutate(sample.text, mutations);
          const absolutePath = path.join(root, sample.relative);
          fs.writeFileSync(absolutePath, text);
          const checked = check(sample, absolutePath);
          if (checked.refused) {
            tally.refusedByCheck++;
            return;
          }
          const { markdown, panics } = await transform(text, absolutePath);
          expect(panics).toEqual([]);
          // Gatsby's own reading equals the check's, field for field and in the body.
          expect(firstDifference(asTransformerStoresIt(checked.file.data), markdown.frontmatter)).toBeNull();
          expect(String(markdown.rawMarkdownBody).replace(/\r\n/g, "\n")).toBe(checked.file.body);
          // And the site's node is made of it.
          checkedFiles.record([checked.file]);
          const site = await siteNode(sample, absolutePath, markdown);
          expect(site.panics).toEqual([]);
          const fromChecked = await siteNode(sample, absolutePath, {
            id: markdown.id,
            frontmatter: asTransformerStoresIt(checked.file.data),
            rawMarkdownBody: checked.file.body,
            internal: { type: "MarkdownRemark", content: checked.file.body },
          });
          expect(site.node).toEqual(fromChecked.node);
          tally.published++;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Both outcomes are exercised: a generator that only made broken files would prove nothing.
    expect(tally.refusedByCheck).toBeGreaterThan(RUNS / 20);
    expect(tally.published).toBeGreaterThan(RUNS / 20);
  },
  Math.max(120_000, RUNS * 50),
);
