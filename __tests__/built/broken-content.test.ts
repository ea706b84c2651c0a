/**
 * The real `gatsby build`, on a copy of the project whose content a writer broke:
 * it must stop before building anything, naming the file and the field.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "reports", ".outbox"]);

const copyProject = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-broken-"));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
};

const build = (dir: string) =>
  spawnSync(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    encoding: "utf8",
    timeout: 180_000,
  });

describe("npm run build with broken Markdown", () => {
  let dir: string;
  beforeAll(() => {
    dir = copyProject();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fails, naming every broken file and field at once", () => {
    const project = path.join(dir, "content/projects/kids-care/index.md");
    fs.writeFileSync(project, fs.readFileSync(project, "utf8").replace(/^websiteLink: .*$/m, "websiteLink: pas-une-adresse"));
    const offer = fs.readdirSync(path.join(dir, "content/offers")).sort()[0];
    const offerFile = path.join(dir, "content/offers", offer);
    fs.writeFileSync(offerFile, fs.readFileSync(offerFile, "utf8").replace(/^price: .*$/m, "price: mille euros"));
    const legal = path.join(dir, "content/legal/cgu.md");
    fs.writeFileSync(legal, fs.readFileSync(legal, "utf8").replace(/^title: .*$/m, "title: [Conditions non fermées"));

    const result = build(dir);
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain("content/projects/kids-care/index.md — champ « websiteLink » : doit être une adresse web complète");
    expect(output).toContain(`content/offers/${offer} — champ « price » : doit être un prix en euros`);
    // The unclosed bracket is on line 4 (title), not where js-yaml gave up.
    expect(output).toContain(
      "content/legal/cgu.md, ligne 4, colonne 8 — champ « frontmatter » : la valeur de « title » commence par « [ », que YAML lit comme une liste",
    );
    expect(fs.existsSync(path.join(dir, "public/accueil/index.html"))).toBe(false);
  }, 200_000);
});
