/**
 * Project videos ask before they call YouTube (CNIL): no built page embeds a
 * YouTube player, and nothing in any page's HTML makes the browser contact a
 * YouTube or Google host (no frame, no thumbnail from i.ytimg.com, no
 * preconnect). A poster links to the video instead (VideoPoster); the browser
 * test __tests__/e2e/video.test.ts plays it.
 */
import * as fs from "fs";
import * as path from "path";
import { parse } from "node-html-parser";
import { assertBuilt, builtPages, PUBLIC, routeOf } from "./support/public-pages";
import { PROJECTS } from "../e2e/support/routes";

assertBuilt();

const GOOGLE_OR_YOUTUBE =
  /^(https?:)?\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|google\.com|googleapis\.com|gstatic\.com|googletagmanager\.com|google-analytics\.com|doubleclick\.net)([/:?#]|$)/i;

/** Every address an element of the page makes the browser fetch (links to follow are not fetched). */
const fetchedUrls = (html: string): string[] => {
  const root = parse(html);
  const urls: string[] = [];
  for (const element of root.querySelectorAll("[src], [srcset], [poster], [data], link[href]")) {
    for (const name of ["src", "poster", "data"]) {
      const value = element.getAttribute(name);
      if (value) urls.push(value.trim());
    }
    const srcset = element.getAttribute("srcset");
    if (srcset) urls.push(...srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
    if (element.tagName === "LINK") urls.push((element.getAttribute("href") ?? "").trim());
  }
  return urls.filter(Boolean);
};

const pages = builtPages().map((file) => ({
  route: routeOf(file),
  html: fs.readFileSync(path.join(PUBLIC, file), "utf8"),
}));

it("the build has pages, and project pages with a video", () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(PROJECTS.filter((project) => project.youtube).length).toBeGreaterThan(0);
});

describe.each(pages.map((page) => [page.route, page.html] as const))("%s", (_route, html) => {
  it("embeds no YouTube player", () => {
    const frames = parse(html)
      .querySelectorAll("iframe, embed, object")
      .map((element) => element.toString());
    expect(frames.filter((frame) => /youtube|ytimg/i.test(frame))).toEqual([]);
    expect(html).not.toMatch(/<iframe[^>]+youtube/i);
  });

  it("makes the browser contact no YouTube or Google host", () => {
    expect(fetchedUrls(html).filter((url) => GOOGLE_OR_YOUTUBE.test(url))).toEqual([]);
  });
});

describe.each(PROJECTS.filter((project) => project.youtube).map((project) => [project.slug, project] as const))(
  "/projet/%s",
  (slug) => {
    it("shows a poster that links to the video on youtube.com", () => {
      const page = pages.find((candidate) => candidate.route === `/projet/${slug}`);
      expect(page).toBeDefined();
      const poster = parse(page!.html).querySelector("[data-video-poster]");
      expect(poster).not.toBeNull();
      expect(poster!.querySelector('a[href^="https://www.youtube.com/watch?v="]')).not.toBeNull();
    });
  },
);
