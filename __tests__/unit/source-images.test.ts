/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import sharp from "sharp";
import {
  downscaleSourceImages,
  MAX_SOURCE_WIDTH,
  readProjectImages,
  sourceImageWarnings,
} from "../../src/node/content/source-images";

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

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-source-images-"));
  await project("photo-geante", { image: [6000, 3750], thumbnail_image: [800, 450] });
  await project("juste-bien", { image: [1600, 1000], thumbnail_image: [1600, 900] });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("project images too large or too small", () => {
  it("warns in French about an image smaller than the layout shows and about one the build scales down", async () => {
    const images = await readProjectImages(path.join(root, "content"), root);
    expect(images).toHaveLength(4);
    const warnings = sourceImageWarnings(images);
    expect(warnings).toEqual([
      {
        file: "content/projects/photo-geante/index.md",
        field: "image",
        message:
          "l’image image.png fait 6\u00a0000\u00a0px de large\u00a0: la construction la réduit une fois à 2\u00a0400\u00a0px (largeur maximale des images sources).",
      },
      {
        file: "content/projects/photo-geante/index.md",
        field: "thumbnail_image",
        message:
          "l’image thumbnail.png fait 800\u00a0px de large\u00a0; la mise en page l’affiche jusqu’à 1\u00a0120\u00a0px\u00a0: elle paraîtra floue sur les grands écrans. Fournissez-la en 1\u00a0600\u00a0px de large au moins.",
      },
    ]);
  });

  it("scales a 6000 px upload down once to the documented maximum, keeping its ratio, and leaves the others alone", async () => {
    const file = path.join(root, "content", "projects", "photo-geante", "image.png");
    const untouched = path.join(root, "content", "projects", "juste-bien", "image.png");
    const before = fs.readFileSync(untouched);

    const changed = await downscaleSourceImages(await readProjectImages(path.join(root, "content"), root));
    expect(changed.map((image) => path.relative(root, image.path))).toEqual([
      "content/projects/photo-geante/image.png",
    ]);
    expect(await sharp(file).metadata()).toMatchObject({ width: MAX_SOURCE_WIDTH, height: 1500, format: "png" });
    expect(fs.readFileSync(untouched).equals(before)).toBe(true);

    // Once: the next build finds nothing to scale and no longer warns about it.
    const again = await readProjectImages(path.join(root, "content"), root);
    expect(await downscaleSourceImages(again)).toEqual([]);
    expect(sourceImageWarnings(again).map((warning) => warning.field)).toEqual(["thumbnail_image"]);
  });
});
