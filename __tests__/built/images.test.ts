/**
 * The site's responsive images as the build wrote them: every <picture> with an AVIF source
 * (encoded by the site, src/node/build/image-encoding.ts) offers the same widths and sizes as its
 * WebP <img> (gatsby-plugin-sharp's), and each AVIF file is a real AVIF of the same pixel size
 * as the WebP of its width, so the browser's choice and the box do not depend on the format.
 */
import * as fs from "fs";
import * as path from "path";
import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { readFrontMatter } from "../../src/lib/content/front-matter";
import { assertBuilt, builtPages, fileFor, PUBLIC, ROOT, routeOf } from "./support/public-pages";

beforeAll(assertBuilt);

const candidates = (srcSet: string | undefined) =>
  (srcSet ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url, width: Number(/^(\d+)w$/.exec(descriptor ?? "")?.[1]) }));

interface Picture {
  page: string;
  avif?: HTMLElement;
  img: HTMLElement;
}

const pictures: Picture[] = builtPages().flatMap((page) =>
  parse(fs.readFileSync(path.join(PUBLIC, page), "utf8"))
    .querySelectorAll("picture")
    .map((picture) => ({
      page,
      avif: picture.querySelector('source[type="image/avif"]') ?? undefined,
      img: picture.querySelector("img")!,
    })),
);
const withAvif = pictures.filter((picture) => picture.avif);

/** The names of the files a <picture> offers in AVIF (hero-visual, thumbnail…), none for WebP only. */
const avifNames = (picture: Picture) =>
  candidates(picture.avif?.getAttribute("srcset")).map((candidate) => path.posix.basename(candidate.url, ".avif"));
const picturesOf = (route: string) => pictures.filter((picture) => routeOf(picture.page) === route);

test("AVIF for the hero, the contact visual, every project thumbnail and each portfolio page's first card; WebP only for the other main visuals", () => {
  expect(new Set(picturesOf("/accueil").flatMap(avifNames))).toEqual(new Set(["hero-visual", "contact-visual"]));
  const projects = fs.readdirSync(path.join(ROOT, "content/projects")).map((folder) => ({
    folder,
    data: readFrontMatter(fs.readFileSync(path.join(ROOT, "content/projects", folder, "index.md"), "utf8"), folder)
      .data,
  }));
  const withThumbnail = projects.filter(({ data }) => data.thumbnail_image && !data.draft);
  expect(withThumbnail.length).toBeGreaterThan(0);
  for (const { data } of withThumbnail) {
    expect({ slug: data.slug, names: new Set(picturesOf(`/projet/${data.slug}`).flatMap(avifNames)) }).toEqual({
      slug: data.slug,
      names: new Set(["thumbnail", "contact-visual"]),
    });
  }
  // The projects' main visuals (the cards, the project pages): WebP only, no <source> at all, but the first card of
  // each portfolio page, its largest paint (src/templates/portfolio.tsx).
  const mainVisuals = pictures.filter((picture) => /\/image\.webp\b/.test(picture.img.getAttribute("src") ?? ""));
  expect(mainVisuals.length).toBeGreaterThan(0);
  const portfolioPages = [...new Set(pictures.map((picture) => picture.page))].filter((page) =>
    /^\/realisation(\/\d+)?$/.test(routeOf(page)),
  );
  expect(portfolioPages.length).toBeGreaterThan(0);
  const leadCards = portfolioPages.map((page) => mainVisuals.find((picture) => picture.page === page));
  expect(mainVisuals.filter((picture) => picture.avif)).toEqual(leadCards);
});

test.each(withAvif.map((picture) => [`${picture.page}, ${avifNames(picture)[0]}`, picture] as const))(
  "%s: the AVIF source has the WebP's widths and sizes, and real AVIF files of the same size",
  async (_, { avif, img }) => {
    const avifs = candidates(avif!.getAttribute("srcset"));
    const webps = candidates(img.getAttribute("srcset"));
    expect(avifs.map((candidate) => candidate.width)).toEqual(webps.map((candidate) => candidate.width));
    expect(avif!.getAttribute("sizes")).toBe(img.getAttribute("sizes"));
    for (const [index, { url }] of avifs.entries()) {
      const file = fileFor(url);
      expect({ url, exists: file !== null }).toEqual({ url, exists: true });
      const avifMeta = await sharp(file!).metadata();
      const webpMeta = await sharp(fileFor(webps[index].url)!).metadata();
      expect({ url, format: avifMeta.format, compression: avifMeta.compression }).toEqual({
        url,
        format: "heif",
        compression: "av1",
      });
      expect({ url, width: avifMeta.width, height: avifMeta.height }).toEqual({
        url,
        width: webpMeta.width,
        height: webpMeta.height,
      });
    }
  },
);
