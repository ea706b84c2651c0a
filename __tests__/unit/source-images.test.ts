/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import { formatProblem } from "../../src/node/content/content-check";
import {
  MAX_SOURCE_WIDTH,
  readSourceImages,
  scaledCopy,
  scaledCopyHash,
  sourceImageWarnings,
} from "../../src/node/content/source-images";
import { resolveToScaledCopy, scaledImageResolvers } from "../../src/node/build/scaled-source-images";
import { CONTENT_KINDS, kindByFolder, scaledImageFieldsOf, type ContentKind } from "../../src/lib/content/content-model";

let root: string;

const project = async (slug: string, images: Record<string, [number, number]>) => {
  const dir = path.join(root, "content", "projects", slug);
  fs.mkdirSync(dir, { recursive: true });
  const lines = [`slug: ${slug}`];
  for (const [field, [width, height]] of Object.entries(images)) {
    const name = field === "image" ? "image.png" : "thumbnail.png";
    await sharp({ create: { width, height, channels: 3, background: "#4338ca" } })
      .png()
      .toFile(path.join(dir, name));
    lines.push(`${field}: ./${name}`);
  }
  fs.writeFileSync(path.join(dir, "index.md"), `---\n${lines.join("\n")}\n---\n\nTexte.\n`);
};

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-source-images-"));
  await project("photo-geante", { image: [6000, 3750], thumbnail_image: [800, 450] });
  await project("juste-bien", { image: [1600, 1000], thumbnail_image: [1600, 900] });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("project images too large or too small", () => {
  it("warns in French, naming the file, about an image smaller than the layout shows and about one the build reads a copy of", async () => {
    const images = await readSourceImages(path.join(root, "content"), root);
    expect(images).toHaveLength(4);
    const warnings = sourceImageWarnings(images);
    expect(warnings).toEqual([
      {
        file: "content/projects/photo-geante/index.md",
        field: "image",
        message:
          "l’image image.png fait 6\u00a0000\u00a0px de large\u00a0: la construction en utilise une copie réduite à 2\u00a0400\u00a0px (largeur maximale des images sources), sans modifier le fichier. Remplacez-la par une version de 2\u00a0400\u00a0px de large au plus\u00a0: le dépôt reste léger.",
      },
      {
        file: "content/projects/photo-geante/index.md",
        field: "thumbnail_image",
        message:
          "l’image thumbnail.png fait 800\u00a0px de large\u00a0; la mise en page l’affiche jusqu’à 1\u00a0120\u00a0px\u00a0: elle paraîtra floue sur les grands écrans. Fournissez-la en 1\u00a0600\u00a0px de large au moins.",
      },
    ]);
    // As npm run check:content and the build print it.
    expect(formatProblem(warnings[0])).toMatch(
      /^content\/projects\/photo-geante\/index\.md — champ « image » : l’image image\.png fait 6\u00a0000\u00a0px de large/,
    );
  });
});

describe("which images: the fields with `scaledImage` in the content model, of any kind", () => {
  const events: ContentKind = {
    ...kindByFolder("services")!,
    folder: "events",
    nodeType: "Event",
    expectedCount: undefined,
    fields: [
      { name: "poster", label: "Affiche", type: "file", required: true, doc: "", example: "", scaledImage: { widthNeeded: 900 } },
      { name: "logo", label: "Logo", type: "file", required: false, doc: "", example: "" },
    ],
  };

  it("reads a scaled field's images in the kind's folder, with the width its field needs, and no other field's", async () => {
    const dir = path.join(root, "content", "events");
    fs.mkdirSync(dir, { recursive: true });
    await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#4338ca" } })
      .png()
      .toFile(path.join(dir, "affiche.png"));
    fs.writeFileSync(path.join(dir, "salon.md"), "---\nposter: ./affiche.png\nlogo: ./affiche.png\n---\n");
    const images = await readSourceImages(path.join(root, "content"), root, [events]);
    expect(images).toEqual([
      expect.objectContaining({ file: "content/events/salon.md", field: "poster", widthNeeded: 900, width: 800 }),
    ]);
    expect(sourceImageWarnings(images)[0].message).toContain("la mise en page l’affiche jusqu’à 900\u00a0px");
  });

  it("gives each such field, and only those, the resolver to the scaled copy", () => {
    expect(scaledImageResolvers([events])).toEqual({ Event: { poster: { resolve: resolveToScaledCopy } } });
    // The site's own: every kind's scaled fields (the projects' two among them), and no other field.
    const resolvers = scaledImageResolvers();
    expect(resolvers).toMatchObject({
      Project: { image: { resolve: resolveToScaledCopy }, thumbnail_image: { resolve: resolveToScaledCopy } },
    });
    expect(resolvers).toEqual(
      Object.fromEntries(
        CONTENT_KINDS.filter((kind) => scaledImageFieldsOf(kind).length > 0).map((kind) => [
          kind.nodeType,
          Object.fromEntries(scaledImageFieldsOf(kind).map((spec) => [spec.name, { resolve: resolveToScaledCopy }])),
        ]),
      ),
    );
  });
});

describe("scaledCopy: the build's copy of an oversized image", () => {
  const source = () => path.join(root, "content", "projects", "photo-geante", "image.png");
  const cacheDir = () => path.join(root, ".cache", "voltis-source-images");

  it("writes a copy scaled down to the maximum width into the cache once, reuses it after, and never touches the source", async () => {
    const before = fs.readFileSync(source());
    const beforeStat = fs.statSync(source());

    const first = await scaledCopy(source(), cacheDir());
    expect(first).toEqual({
      path: path.join(cacheDir(), scaledCopyHash(before, MAX_SOURCE_WIDTH), "image.png"),
      hash: scaledCopyHash(before, MAX_SOURCE_WIDTH),
      encoded: true,
    });
    expect(await sharp(first!.path).metadata()).toMatchObject({ width: MAX_SOURCE_WIDTH, height: 1500, format: "png" });
    const written = fs.statSync(first!.path);

    // The next build: the same bytes, the same hash, the copy found and not encoded again.
    const again = await scaledCopy(source(), cacheDir());
    expect(again).toEqual({ ...first, encoded: false });
    expect(fs.statSync(first!.path).mtimeMs).toBe(written.mtimeMs);
    expect(filesUnder(cacheDir())).toEqual([path.join(first!.hash, "image.png")]);

    // The writer's file, byte for byte, with its date.
    expect(fs.readFileSync(source()).equals(before)).toBe(true);
    expect(fs.statSync(source()).mtimeMs).toBe(beforeStat.mtimeMs);
    expect(filesUnder(path.join(root, "content", "projects", "photo-geante")).sort()).toEqual([
      "image.png",
      "index.md",
      "thumbnail.png",
    ]);
  });

  it("keys the copy by the bytes and the width: another width or changed bytes make another copy", () => {
    const bytes = fs.readFileSync(source());
    expect(scaledCopyHash(bytes, 2000)).not.toBe(scaledCopyHash(bytes, MAX_SOURCE_WIDTH));
    expect(scaledCopyHash(Buffer.concat([bytes, Buffer.from([0])]), MAX_SOURCE_WIDTH)).not.toBe(
      scaledCopyHash(bytes, MAX_SOURCE_WIDTH),
    );
  });

  it("makes no copy of an image no wider than the maximum", async () => {
    const dir = path.join(root, "cache-of-small");
    expect(await scaledCopy(path.join(root, "content", "projects", "juste-bien", "image.png"), dir)).toBeNull();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
