/** @jest-environment node */
/**
 * The one list of a build's pages (src/node/postbuild/built-pages.ts), which the
 * HTML post-processing, the per-page Content-Security-Policy and the tests on
 * the build share: every .html file of public/ but those of the folders that
 * hold no page.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { builtPageFiles } from "../../src/node/postbuild/built-pages";

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-built-pages-"));
const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), "<!doctype html>");
};

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("builtPageFiles", () => {
  beforeAll(() => {
    for (const file of [
      "index.html",
      "404.html",
      "404/index.html",
      "accueil/index.html",
      "projet/kids-care/index.html",
      // A project whose slug is one of the skipped names is still a page: only the top folders are skipped.
      "projet/admin/index.html",
      "admin/index.html",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "~partytown/debug/index.html",
      "static/a/b.html",
      "page-data/404.html/page-data.json",
      "icons/icon.html",
      "accueil/notes.txt",
    ]) {
      write(file);
    }
  });

  it("lists every page, both 404 pages included, relative and sorted", () => {
    expect(builtPageFiles(publicDir)).toEqual(
      [
        "404.html",
        "404/index.html",
        "accueil/index.html",
        "index.html",
        "projet/admin/index.html",
        "projet/kids-care/index.html",
      ]
        .map((file) => file.split("/").join(path.sep))
        .sort(),
    );
  });

  it("leaves out the CMS, Gatsby's fragments and the folders of files and data", () => {
    const pages = builtPageFiles(publicDir).map((file) => file.split(path.sep).join("/"));
    for (const folder of ["admin/", "_gatsby/", "~partytown/", "static/", "page-data/", "icons/"]) {
      expect(pages.filter((page) => page.startsWith(folder))).toEqual([]);
    }
  });
});
