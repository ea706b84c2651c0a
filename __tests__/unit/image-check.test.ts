/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import { formatProblem, type ContentProblem } from "../../src/node/content/content-check";
import { CONTENT_KINDS } from "../../src/lib/content/content-model";
import { checkImages, imageFieldUse, RASTER_EXTENSIONS } from "../../src/node/content/image-check";

const ROOT = path.resolve(__dirname, "../..");

let root: string;
let content: string;

/** A logo the build can draw inside the page. */
const GOOD_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><title>Logo</title><circle cx="20" cy="20" r="18" fill="#4338ca"/></svg>\n';

/** A photo-like PNG (noise, so it does not compress to a few bytes), and the same as JPG. */
let png: Buffer;
let jpg: Buffer;

/** A HEIC file's first bytes: the `ftyp` box with the `heic` brand, as an iPhone writes it. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic", "latin1"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic", "latin1"),
  Buffer.alloc(512, 7),
]);

/** Writes content/projects/<slug>/ with its index.md naming the given files, and the files. */
const project = (slug: string, files: Record<string, [string, Buffer | string]>, frontmatter = "") => {
  const dir = path.join(content, "projects", slug);
  fs.mkdirSync(dir, { recursive: true });
  const lines = [`slug: ${slug}`];
  for (const [field, [name, bytes]] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), bytes);
    lines.push(`${field}: ./${name}`);
  }
  fs.writeFileSync(path.join(dir, "index.md"), `---\n${lines.join("\n")}\n${frontmatter}---\n\nTexte.\n`);
};

const good = () => ({
  image: ["image.png", png] as [string, Buffer],
  icon: ["icon.svg", GOOD_SVG] as [string, string],
});

/** The problems of one project's file. */
const problemsOf = (problems: ContentProblem[], slug: string) =>
  problems.filter((problem) => problem.file === `content/projects/${slug}/index.md`);

let problems: ContentProblem[];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-image-check-"));
  content = path.join(root, "content");
  png = await sharp({
    create: {
      width: 400,
      height: 250,
      channels: 3,
      background: "#4338ca",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  jpg = await sharp(png).jpeg({ quality: 90 }).toBuffer();

  project("tout-va-bien", {
    ...good(),
    thumbnail_image: ["thumbnail.jpg", jpg],
    iconPage: ["icon-page.svg", GOOD_SVG],
  });
  project("octets-au-hasard", {
    ...good(),
    image: ["image.png", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
  });
  project("png-coupe", { ...good(), image: ["image.png", png.subarray(0, png.length >> 1)] });
  project("jpg-coupe", { ...good(), thumbnail_image: ["thumbnail.jpg", jpg.subarray(0, jpg.length >> 1)] });
  project("photo-iphone", { ...good(), image: ["image.heic", HEIC] });
  project("heic-renomme", { ...good(), image: ["image.png", HEIC] });
  project("photoshop", {
    ...good(),
    image: ["image.psd", Buffer.concat([Buffer.from("8BPS\u0000\u0001", "latin1"), Buffer.alloc(64)])],
  });
  project("bitmap", {
    ...good(),
    image: ["image.bmp", Buffer.concat([Buffer.from("BM", "latin1"), Buffer.alloc(64)])],
  });
  project("gif", { ...good(), image: ["image.gif", await sharp(png).gif().toBuffer()] });
  project("png-nomme-gif", { ...good(), image: ["image.gif", png] });
  project("svg-en-image", { ...good(), image: ["image.svg", GOOD_SVG] });
  project("png-en-logo", { ...good(), icon: ["icon.png", png] });
  project("png-renomme-svg", { ...good(), icon: ["icon.svg", png] });
  project("svg-pas-xml", {
    ...good(),
    iconPage: ["icon-page.svg", '<svg xmlns="http://www.w3.org/2000/svg">\n<rect width="10">\n</svg>'],
  });
  project("svg-html", { ...good(), icon: ["icon.svg", "<html><body>Logo</body></html>"] });
  project("svg-script", {
    ...good(),
    icon: [
      "icon.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ],
  });
  // A page logo is served as a file: the same sanitiser as a logo drawn inside the page.
  project("svg-page-instruction", {
    ...good(),
    iconPage: ["icon-page.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><?x ></svg><img src=x onerror=alert(1)><svg>?></svg>'],
  });
  // Left to the content check: a missing image, and a file whose YAML does not parse.
  project("image-absente", good(), "thumbnail_image: ./absente.png\n");
  project("yaml-casse", good(), "title: [pas fermé\n");
  // Saved by a Windows editor: a byte order mark and CRLF line ends, read as the build reads them.
  project("bom-crlf", { ...good(), image: ["image.png", png.subarray(0, 100)] });
  const bomCrlf = path.join(content, "projects", "bom-crlf", "index.md");
  fs.writeFileSync(bomCrlf, `\ufeff${fs.readFileSync(bomCrlf, "utf8").replace(/\n/g, "\r\n")}`);

  fs.mkdirSync(path.join(content, "clients"), { recursive: true });
  fs.writeFileSync(path.join(content, "clients", "logo.png"), png);
  fs.writeFileSync(path.join(content, "clients", "01-client.md"), "---\nid: 1\nname: Client\nicon: ./logo.png\n---\n");

  problems = await checkImages(content, root);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the images content files name, opened before the build", () => {
  it("lets good images and logos through, and leaves missing files and broken YAML to the content check", () => {
    expect(problemsOf(problems, "tout-va-bien")).toEqual([]);
    expect(problemsOf(problems, "image-absente")).toEqual([]);
    expect(problemsOf(problems, "yaml-casse")).toEqual([]);
  });

  it("refuses random bytes in place of an image, in French, naming the file and the field", () => {
    const found = problemsOf(problems, "octets-au-hasard");
    expect(found).toEqual([
      {
        file: "content/projects/octets-au-hasard/index.md",
        field: "image",
        message:
          "l’image «\u00a0./image.png\u00a0» est illisible ou abîmée (ce fichier n’est pas une image)\u00a0: remplacez-la par un PNG ou un JPG valide.",
      },
    ]);
    // The line the build and `npm run check:content` print.
    expect(formatProblem(found[0])).toMatch(
      /^content\/projects\/octets-au-hasard\/index\.md\b.*«\simage\s».*l’image «\u00a0\.\/image\.png\u00a0» est illisible/,
    );
  });

  it("refuses a truncated PNG or JPG, whose header alone still reads", async () => {
    const half = png.subarray(0, png.length >> 1);
    await expect(sharp(half).metadata()).resolves.toMatchObject({ format: "png", width: 400 });
    expect(problemsOf(problems, "png-coupe")).toEqual([
      {
        file: "content/projects/png-coupe/index.md",
        field: "image",
        message:
          "l’image «\u00a0./image.png\u00a0» est illisible ou abîmée (fichier PNG incomplet\u00a0: la fin de l’image manque)\u00a0: remplacez-la par un PNG ou un JPG valide.",
      },
    ]);
    expect(problemsOf(problems, "jpg-coupe")).toEqual([
      {
        file: "content/projects/jpg-coupe/index.md",
        field: "thumbnail_image",
        message:
          "l’image «\u00a0./thumbnail.jpg\u00a0» est illisible ou abîmée (fichier JPG incomplet\u00a0: la fin de l’image manque)\u00a0: remplacez-la par un PNG ou un JPG valide.",
      },
    ]);
  });

  it("reads a file saved with a byte order mark and CRLF line ends", () => {
    expect(problemsOf(problems, "bom-crlf")).toEqual([expect.objectContaining({ field: "image" })]);
  });

  it("names the formats the build cannot read: HEIC (under its name or renamed .png), PSD, BMP, GIF", () => {
    const message = (slug: string) =>
      problemsOf(problems, slug).map((problem) => `${problem.field}: ${problem.message}`);
    const heic =
      "est au format HEIC (le format des photos d’iPhone), que la construction du site ne sait pas lire\u00a0: enregistrez-la en PNG ou en JPG, puis indiquez le nouveau fichier dans ce champ.";
    expect(message("photo-iphone")).toEqual([`image: l’image «\u00a0./image.heic\u00a0» ${heic}`]);
    expect(message("heic-renomme")).toEqual([`image: l’image «\u00a0./image.png\u00a0» ${heic}`]);
    expect(message("photoshop")).toEqual([
      expect.stringContaining("«\u00a0./image.psd\u00a0» est au format PSD (Photoshop), que"),
    ]);
    expect(message("bitmap")).toEqual([expect.stringContaining("«\u00a0./image.bmp\u00a0» est au format BMP, que")]);
    expect(message("gif")).toEqual([expect.stringContaining("«\u00a0./image.gif\u00a0» est au format GIF, que")]);
  });

  it("refuses a good PNG under an extension the build does not process, and an SVG as a project image", () => {
    expect(problemsOf(problems, "png-nomme-gif").map((problem) => problem.message)).toEqual([
      "l’image «\u00a0./image.gif\u00a0» porte l’extension «\u00a0.gif\u00a0»\u00a0: la construction du site ne traite que les extensions .png, .jpg, .jpeg, .webp, .avif, .tif, .tiff\u00a0; renommez le fichier et indiquez le nouveau nom dans ce champ.",
    ]);
    expect(problemsOf(problems, "svg-en-image").map((problem) => problem.message)).toEqual([
      "l’image «\u00a0./image.svg\u00a0» est un SVG\u00a0: ce champ attend une image PNG ou JPG (le SVG ne sert qu’aux logos).",
    ]);
  });

  it("refuses a PNG as a logo, under its own name or renamed .svg, for projects and clients alike", () => {
    expect(problemsOf(problems, "png-en-logo")).toEqual([
      {
        file: "content/projects/png-en-logo/index.md",
        field: "icon",
        message:
          "le logo «\u00a0./icon.png\u00a0» est une image PNG, pas un SVG\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).",
      },
    ]);
    expect(problemsOf(problems, "png-renomme-svg")).toEqual([
      {
        file: "content/projects/png-renomme-svg/index.md",
        field: "icon",
        message:
          "le logo «\u00a0./icon.svg\u00a0» est une image PNG renommée en .svg, pas un dessin vectoriel\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).",
      },
    ]);
    expect(problems.filter((problem) => problem.file.startsWith("content/clients/"))).toEqual([
      {
        file: "content/clients/01-client.md",
        field: "icon",
        message:
          "le logo «\u00a0./logo.png\u00a0» est une image PNG, pas un SVG\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).",
      },
    ]);
  });

  it("refuses an SVG that is not XML, or not an <svg>, and a logo the sanitiser would have to cut, drawn in the page or served", () => {
    expect(problemsOf(problems, "svg-pas-xml")).toEqual([
      {
        file: "content/projects/svg-pas-xml/index.md",
        field: "iconPage",
        message:
          "le logo «\u00a0./icon-page.svg\u00a0» n’est pas un SVG lisible (XML invalide à la ligne 3)\u00a0: réenregistrez-le en SVG depuis le logiciel de dessin.",
      },
    ]);
    expect(problemsOf(problems, "svg-html").map((problem) => problem.message)).toEqual([
      "le logo «\u00a0./icon.svg\u00a0» n’est pas un SVG (son élément principal est <html>, pas <svg>)\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).",
    ]);
    // What src/node/content/svg-sanitiser.ts refuses, refused before the build (more in svg-sanitiser.test.ts).
    const logoAdvice =
      "Un logo n’est fait que de formes, de dégradés et de texte\u00a0: réenregistrez-le en «\u00a0SVG simple\u00a0» (Inkscape) ou exportez-le en SVG avec des attributs de présentation (Illustrator, Figma), sans script, lien, image, animation ni feuille de style.";
    expect(problemsOf(problems, "svg-script")).toEqual([
      {
        file: "content/projects/svg-script/index.md",
        field: "icon",
        message: `le logo «\u00a0./icon.svg\u00a0» contient ce qu’un logo du site ne peut pas contenir\u00a0: l’élément <script> (un script). ${logoAdvice}`,
      },
    ]);
    expect(problemsOf(problems, "svg-page-instruction")).toEqual([
      {
        file: "content/projects/svg-page-instruction/index.md",
        field: "iconPage",
        message: `le logo «\u00a0./icon-page.svg\u00a0» contient ce qu’un logo du site ne peut pas contenir\u00a0: une instruction de traitement <?x …?> (dans <svg>). ${logoAdvice}`,
      },
    ]);
  });

  it("opens a file replaced under the same name again (no decoded image kept from an earlier check)", async () => {
    const dir = path.join(root, "remplacee");
    fs.mkdirSync(path.join(dir, "content", "projects", "p"), { recursive: true });
    const image = path.join(dir, "content", "projects", "p", "image.png");
    fs.writeFileSync(path.join(dir, "content", "projects", "p", "index.md"), "---\nimage: ./image.png\n---\n");
    fs.writeFileSync(image, png);
    expect(await checkImages(path.join(dir, "content"), dir)).toEqual([]);
    fs.writeFileSync(image, png.subarray(0, png.length >> 1));
    expect(await checkImages(path.join(dir, "content"), dir)).toEqual([
      expect.objectContaining({ file: "content/projects/p/index.md", field: "image" }),
    ]);
  });

  it("passes the site's own content", async () => {
    expect(await checkImages(path.join(ROOT, "content"), ROOT)).toEqual([]);
  });
});

describe("which fields are images, and how the build reads them", () => {
  it("follows the content model: every file field is a raster image or an SVG logo, a scaled image raster", () => {
    const uses = CONTENT_KINDS.flatMap((kind) =>
      kind.fields.flatMap((spec) => {
        const use = imageFieldUse(spec);
        return use ? [`${kind.folder}.${spec.name}: ${use}`] : [];
      }),
    );
    // Today's, as examples: a kind added with images of its own adds its lines.
    expect(uses).toEqual(
      expect.arrayContaining([
        "projects.image: raster",
        "projects.thumbnail_image: raster",
        "projects.icon: svg",
        "projects.iconPage: svg",
        "services.image: raster",
        "clients.icon: svg",
      ]),
    );
    for (const kind of CONTENT_KINDS) {
      for (const spec of kind.fields.filter((field) => field.scaledImage)) {
        expect(`${kind.folder}.${spec.name}: ${imageFieldUse(spec)}`).toBe(`${kind.folder}.${spec.name}: raster`);
      }
    }
    // Every "file" field is one or the other: a new kind of file gets its own check.
    const fileFields = CONTENT_KINDS.flatMap((kind) => kind.fields.filter((spec) => spec.type === "file"));
    expect(fileFields).toHaveLength(uses.length);
  });

  it("accepts the extensions gatsby-transformer-sharp makes an ImageSharp node for, and those only", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { supportedExtensions } = require("gatsby-transformer-sharp/supported-extensions") as {
      supportedExtensions: Record<string, boolean>;
    };
    expect([...RASTER_EXTENSIONS].sort()).toEqual(Object.keys(supportedExtensions).sort());
  });
});
