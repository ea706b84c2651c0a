/**
 * @jest-environment node
 *
 * The illustration generator (scripts/illustrations/, docs/illustrations.md) never
 * overwrites a file that exists, which may be a writer's own image, unless told to
 * with --force. Run on a temporary root, limited to one small target.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const TARGET = "content/projects/kids-care/icon.svg";

let root: string;

const generate = (...args: string[]) => {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/illustrations/generate.ts", ...args],
    { cwd: ROOT, encoding: "utf8" },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.replace(/npm warn.*\n/g, "") };
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-illustrations-"));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run illustrations", () => {
  it("draws a missing target, keeps it once it exists, and redraws it only with --force", () => {
    const file = path.join(root, TARGET);

    const first = generate(`--root=${root}`, "kids-care/icon");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(TARGET);
    const drawn = fs.readFileSync(file);
    expect(drawn.toString()).toMatch(/^<svg [^>]*aria-label="Kids Care"/);

    // A writer's own file in its place, a day old.
    const writers = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><title>Logo du client</title></svg>\n');
    fs.writeFileSync(file, writers);
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    fs.utimesSync(file, dayAgo, dayAgo);

    const second = generate(`--root=${root}`, "kids-care/icon");
    expect(second.stderr).toBe("");
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`gardé, existe déjà\u00a0: ${TARGET}\u00a0; --force pour le redessiner`);
    expect(fs.readFileSync(file).equals(writers)).toBe(true);
    expect(fs.statSync(file).mtimeMs).toBe(dayAgo.getTime());

    const forced = generate("--force", `--root=${root}`, "kids-care/icon");
    expect(forced.stderr).toBe("");
    expect(forced.status).toBe(0);
    expect(forced.stdout).not.toContain("gardé");
    expect(fs.readFileSync(file).equals(drawn)).toBe(true);
    // Only the target the word names: nothing else was drawn under the root.
    expect(fs.readdirSync(path.join(root, "content", "projects", "kids-care"))).toEqual(["icon.svg"]);
    expect(fs.readdirSync(root)).toEqual(["content"]);
  }, 60_000);

  it("refuses an unknown option instead of taking it for a filter word", () => {
    const run = generate("--forse", `--root=${root}`);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain("Usage : npm run illustrations");
  });
});
