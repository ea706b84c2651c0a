import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_ACTIVITY, ADMIN_DIR, buildAdmin, watchAdmin } from "./admin-build";

/** What the develop server (express) hands a route, the part used here. */
interface DevRequest {
  originalUrl: string;
}
interface DevResponse {
  redirect: (status: number, url: string) => void;
  sendFile: (file: string) => void;
}

/**
 * The writers' CMS at /admin/ (what is built and how: ./admin-build.ts).
 * `gatsby build` builds it once the site is built (or reuses the last build
 * when nothing it is made of has changed); `gatsby develop` compiles it in
 * watch mode and serves its page. This plugin has no gatsby-browser and
 * does not change Gatsby's webpack config: the public pages get nothing from it.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const activity = reporter.activityTimer(ADMIN_ACTIVITY);
  activity.start();
  const { reused, key } = await buildAdmin(process.cwd(), reporter);
  activity.end();
  // What npm run bench:build reads (scripts/bench/build-output.js) to tell a compiled admin from a reused one.
  reporter.info(reused ? `/admin/ : repris du cache (${key?.slice(0, 12)})` : "/admin/ : compilé par esbuild");
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  const rootDir = process.cwd();
  void watchAdmin(rootDir, reporter);
  // gatsby develop serves public/ without directory indexes or HTML files: the page is served here.
  app.get(`/${ADMIN_DIR}`, (request: DevRequest, response: DevResponse) => {
    if (!request.originalUrl.split("?")[0].endsWith("/")) return response.redirect(301, `/${ADMIN_DIR}/`);
    return response.sendFile(path.join(rootDir, "public", ADMIN_DIR, "index.html"));
  });
};
