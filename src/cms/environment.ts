/**
 * Where the CMS saves, read from the build's environment:
 * - `CMS_GITHUB_REPO` ("owner/name"), else the GitHub repository Netlify builds
 *   from (`REPOSITORY_URL`, set by Netlify on every build);
 * - `CMS_GITHUB_BRANCH`, else `main`;
 * - `DECAP_SERVER_PORT` (8081 by default, decap-server's own): the local backend
 *   (`npm run cms`), used only when the CMS is opened on localhost.
 */
export interface CmsEnvironment {
  repo: string;
  branch: string;
  localBackendUrl: string;
}

export const repoFromUrl = (url: string | undefined): string | null => {
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match ? match[1] : null;
};

export const cmsEnvironment = (env: Record<string, string | undefined>): CmsEnvironment => ({
  repo: env.CMS_GITHUB_REPO || repoFromUrl(env.REPOSITORY_URL) || "",
  branch: env.CMS_GITHUB_BRANCH || "main",
  localBackendUrl: `http://127.0.0.1:${Number(env.DECAP_SERVER_PORT) || 8081}/api/v1`,
});
