/**
 * A project image broken, then fixed, on the real `gatsby build`, in one copy of the project
 * never cleaned: its .cache and public are kept from build to build, as Netlify keeps them.
 *
 * 1. The site builds.
 * 2. The project's image.png replaced by bytes that are no image, a client logo by one with a
 *    processing instruction that an HTML parser would end early, and a project's page logo
 *    by one with a script: the build stops before building anything, with a French line
 *    naming the file and the field for each (src/node/content/image-check.ts,
 *    src/node/content/svg-sanitiser.ts), not gatsby-plugin-sharp's English stack trace.
 * 3. Built again unchanged: it stops again (it once went green here, keeping the old page).
 * 4. A different valid image in its place, the page's logo as it was, and two other logos
 *    replaced under the same name, their .md untouched (what the CMS's media library does):
 *    one build goes through, and 4. the page, its page-data and the list of projects show
 *    the new image, not the one from before; 4b. /accueil and /realisation draw the new
 *    logos and the project's page serves the new one. (Both are a file replaced under its
 *    name, seen by the next build that keeps its cache: one build checks both.)
 * 5. Another project's name edited, and that build stopped midway (killed once its nodes
 *    are stored, as a timeout or a crash would): 6. the next build starts from an empty
 *    cache (src/node/build/unfinished-build.ts) and the new name reaches the page; without
 *    the guard that build went green with the old name.
 */
import { spawn } from "child_process";
import * as crypto from "crypto";
import * as fs from "fs";
import * as path from "path";
import sharp from "sharp";
import { UNFINISHED_BUILD_MARKER } from "../../src/node/build/unfinished-build";
import { build, copyProject, edit, gatsbyEnv, read, removeCopy, ROOT, write } from "../support/site-copy";

const SLUG = "kids-care";
const IMAGE = `content/projects/${SLUG}/image.png`;
const MARKDOWN = `content/projects/${SLUG}/index.md`;
const OTHER = "content/projects/gerer-mon-permis/index.md";
const CLIENT_LOGO = "content/clients/auto-ecole-horizon.svg";
const PAGE_LOGO = "content/projects/gerer-mon-permis/icon-page.svg";
const CARD_LOGO = `content/projects/${SLUG}/icon.svg`;

/** A logo a writer might put in place of another, under the same name. */
const newLogo = (words: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 48"><title>${words}</title>` +
  `<rect x="2" y="6" width="36" height="36" rx="8" fill="${colour}"/>` +
  `<text x="48" y="31" font-family="Arial, sans-serif" font-size="16" fill="${colour}">${words}</text></svg>\n`;

/** Gatsby's output as one line of text: no colour codes, its line wrapping undone. */
const plain = (output: string) =>
  output
    // eslint-disable-next-line no-control-regex -- the terminal codes Gatsby's reporter writes even without colours
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();

/** The folders of public/static holding a source image's files: gatsby-plugin-sharp names them by the md5 of its bytes. */
const digestOf = (bytes: Buffer) => crypto.createHash("md5").update(bytes).digest("hex");

/** The `/static/<digest>/…/image.*` files a built file of the site names. */
const imageFilesIn = (dir: string, file: string): string[] => [
  ...new Set(read(dir, file).match(/\/static\/[0-9a-f]{32}\/[^"'\s,)\\]*\/image\.(?:webp|avif|png|jpg)/g) ?? []),
];

/** `gatsby build` in `dir`, killed with its workers once its output matches `pattern`. */
const buildKilledAt = (dir: string, pattern: RegExp) =>
  new Promise<{ killed: boolean; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: gatsbyEnv(),
      detached: true,
    });
    let output = "";
    let killed = false;
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 480_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!killed && pattern.test(plain(output))) {
        killed = true;
        process.kill(-child.pid!, "SIGKILL");
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("exit", () => {
      clearTimeout(timer);
      resolve({ killed, output });
    });
  });

const state: { dir: string; before: Buffer; after: Buffer; logos: Record<string, string> } = {
  dir: "",
  before: Buffer.alloc(0),
  after: Buffer.alloc(0),
  logos: {},
};

describe("a corrupt project image, then a new one, on builds that keep their cache", () => {
  beforeAll(() => {
    state.dir = copyProject("voltis-image-fault-");
  });
  afterAll(() => removeCopy(state.dir));

  it("1. builds, the project's page showing its image", () => {
    const { dir } = state;
    state.before = fs.readFileSync(path.join(dir, IMAGE));
    state.logos[PAGE_LOGO] = read(dir, PAGE_LOGO);
    const { status, output } = build(dir);
    expect({ status, output: status === 0 ? "" : output }).toEqual({ status: 0, output: "" });
    const files = imageFilesIn(dir, `public/page-data/projet/${SLUG}/page-data.json`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toContain(`/static/${digestOf(state.before)}/`);
    // The client logo's words, drawn inside /accueil.
    expect(read(dir, "public/accueil/index.html")).toContain(">AUTO-ÉCOLE</text>");
  }, 600_000);

  const refusal = `${MARKDOWN} — champ « image » : l’image « ./image.png » est illisible ou abîmée (ce fichier n’est pas une image) : remplacez-la par un PNG ou un JPG valide.`;
  const logoAdvice =
    "Un logo n’est fait que de formes, de dégradés et de texte : réenregistrez-le en « SVG simple » (Inkscape) ou exportez-le en SVG avec des attributs de présentation (Illustrator, Figma), sans script, lien, image, animation ni feuille de style.";
  const logoRefusals = [
    `content/clients/01-auto-ecole-horizon.md — champ « icon » : le logo « ./auto-ecole-horizon.svg » contient ce qu’un logo du site ne peut pas contenir : une instruction de traitement <?x …?> (dans <svg>). ${logoAdvice}`,
    `${OTHER} — champ « iconPage » : le logo « ./icon-page.svg » contient ce qu’un logo du site ne peut pas contenir : l’élément <script> (un script). ${logoAdvice}`,
  ];

  /** What a refused build must show, and must not. */
  const expectRefused = ({ status, output }: { status: number | null; output: string }) => {
    const text = plain(output);
    expect(status).not.toBe(0);
    expect(text).toContain(plain(refusal));
    for (const line of logoRefusals) expect(text).toContain(plain(line));
    // Not gatsby-plugin-sharp's failure: no English message, no absolute path, no stack trace.
    expect(text).not.toMatch(/gatsby-plugin-sharp|couldn't determine|Worker exited|reading 'panic'/);
    expect(text).not.toContain(path.join(state.dir, IMAGE));
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    // Stopped before the pages: the last good build's are still there.
    expect(fs.existsSync(path.join(state.dir, `public/projet/${SLUG}/index.html`))).toBe(true);
  };

  it("2. stops, in French, naming the file and the field, on an image that is no image and on logos that are more than a drawing", () => {
    const { dir } = state;
    write(dir, IMAGE, crypto.randomBytes(40_000));
    write(
      dir,
      CLIENT_LOGO,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><?x ></svg><img src=x onerror=alert(1)><svg>?></svg>',
    );
    write(dir, PAGE_LOGO, state.logos[PAGE_LOGO].replace("</svg>", "<script>alert(document.domain)</script></svg>"));
    expectRefused(build(dir));
    // Nothing of them served by the last good build's pages.
    expect(read(dir, "public/accueil/index.html")).not.toContain("onerror");
  }, 600_000);

  it("3. stops again when built again unchanged", () => {
    expectRefused(build(state.dir));
  }, 600_000);

  it("4. with a different valid image, builds and shows it on the page, its page-data and the list of projects", async () => {
    const { dir } = state;
    // The same picture re-tinted: a valid PNG of the same size whose bytes differ.
    state.after = await sharp(state.before).tint("#c0392b").png().toBuffer();
    expect(digestOf(state.after)).not.toBe(digestOf(state.before));
    write(dir, IMAGE, state.after);
    write(dir, PAGE_LOGO, state.logos[PAGE_LOGO]);
    // For 4b: two logos replaced under their names since the last build that went through.
    write(dir, CLIENT_LOGO, newLogo("Horizon Conduite", "#0f766e"));
    write(dir, CARD_LOGO, newLogo("Kids Care Plus", "#b91c1c"));
    const { status, output } = build(dir);
    expect({ status, output: status === 0 ? "" : output }).toEqual({ status: 0, output: "" });

    for (const file of [
      `public/page-data/projet/${SLUG}/page-data.json`,
      `public/projet/${SLUG}/index.html`,
      "public/page-data/realisation/page-data.json",
    ]) {
      const all = read(dir, file);
      expect({ file, before: all.includes(digestOf(state.before)) }).toEqual({ file, before: false });
      const files = imageFilesIn(dir, file).filter((url) => url.includes(digestOf(state.after)));
      expect({ file, count: files.length > 0 }).toEqual({ file, count: true });
      // Each one written, and made from the new picture (its tint shows in the encoded file).
      for (const url of files) expect(fs.existsSync(path.join(dir, "public", url))).toBe(true);
    }
    const webp = imageFilesIn(dir, `public/page-data/projet/${SLUG}/page-data.json`).find(
      (url) => url.includes(digestOf(state.after)) && url.endsWith(".webp"),
    )!;
    const [{ mean: red }, { mean: green }] = (await sharp(path.join(dir, "public", webp)).stats()).channels;
    const [{ mean: redBefore }, { mean: greenBefore }] = (await sharp(state.before).stats()).channels;
    expect(red / green).toBeGreaterThan(redBefore / greenBefore);
  }, 600_000);

  it("4b. draws and serves a logo replaced under the same name, its .md untouched, on the next build", () => {
    const { dir } = state;
    const page = (file: string) => read(dir, file);
    // Inline: the new drawings in the pages and their page-data, the old words gone.
    for (const file of ["public/accueil/index.html", "public/page-data/accueil/page-data.json"]) {
      expect({ file, new: page(file).includes(">Horizon Conduite</text>") }).toEqual({ file, new: true });
      expect({ file, old: page(file).includes(">AUTO-ÉCOLE</text>") }).toEqual({ file, old: false });
    }
    for (const file of ["public/realisation/index.html", "public/page-data/realisation/page-data.json"]) {
      expect({ file, new: page(file).includes(">Kids Care Plus</text>") }).toEqual({ file, new: true });
    }
    // Served: the project page's logo is the sanitiser's output of the new file.
    const logoUrl = /<img[^>]+src="(\/static\/[0-9a-f]{32}\/icon\.svg)"/.exec(page(`public/projet/${SLUG}/index.html`))?.[1];
    expect(logoUrl).toBeDefined();
    const served = read(dir, `public${logoUrl}`);
    expect(served).toContain(">Kids Care Plus</text>");
    expect(served).toBe(newLogo("Kids Care Plus", "#b91c1c").trim());
  }, 600_000);

  it("5–6. after a build stopped midway, the next one starts from an empty cache and shows what changed", async () => {
    const { dir } = state;
    const name = /^name: (.*)$/m.exec(read(dir, OTHER))![1];
    const renamed = `${name} (édité)`;
    edit(dir, OTHER, (text) => text.replace(/^name: .*$/m, `name: ${renamed}`));

    // Killed once its nodes are stored, before any query runs.
    const stopped = await buildKilledAt(dir, /success createPages/);
    expect(stopped.killed).toBe(true);
    expect(read(dir, "public/page-data/projet/gerer-mon-permis/page-data.json")).not.toContain(renamed);

    const { status, output } = build(dir);
    expect({ status, output: status === 0 ? "" : output }).toEqual({ status: 0, output: "" });
    expect(read(dir, "public/page-data/projet/gerer-mon-permis/page-data.json")).toContain(renamed);
    expect(read(dir, "public/projet/gerer-mon-permis/index.html")).toContain(renamed);
    expect(plain(output)).toContain("La construction précédente s’est arrêtée avant la fin");
    // Every page built again from the current content: the new image is still the one shown.
    expect(read(dir, `public/page-data/projet/${SLUG}/page-data.json`)).toContain(digestOf(state.after));
    // The next build is an ordinary one.
    expect(fs.existsSync(path.join(dir, UNFINISHED_BUILD_MARKER))).toBe(false);
  }, 900_000);
});
