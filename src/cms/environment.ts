/**
 * Where the CMS saves: `CMS_GITHUB_REPO`, else Netlify's `REPOSITORY_URL`; `CMS_GITHUB_BRANCH`,
 * else `main`; `DECAP_SERVER_PORT` for the local backend (`npm run cms`).
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
