import * as path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_ACTIVITY, ADMIN_DIR, buildAdmin, watchAdmin } from "./admin-build";

interface DevRequest {
  originalUrl: string;
}
interface DevResponse {
  redirect: (status: number, url: string) => void;
  sendFile: (file: string) => void;
}

/** Builds /admin/ after the site (./admin-build.ts); the public pages get nothing from this plugin. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const activity = reporter.activityTimer(ADMIN_ACTIVITY);
  activity.start();
  const { reused, key } = await buildAdmin(process.cwd(), reporter);
  activity.end();
  // scripts/bench/build-output.js reads this line.
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
