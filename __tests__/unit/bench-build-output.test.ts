/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseBuildOutput } = require("../../scripts/bench/build-output");

const OUTPUT = [
  "success compile gatsby files - 3.213s",
  "success load plugins - 1.104s",
  "info bootstrap finished - 24.597s",
  "success Building production JavaScript and CSS bundles - 85.453s",
  "success run queries in workers - 1.553s - 20/20 12.88/s",
  "\u001b[32msuccess\u001b[39m Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 12.305s - 28/28",
  "success Building static HTML for pages - 6.584s - 17/17 2.58/s",
  "warn Something to say - 2.000s",
].join("\n");

describe("npm run bench:build: reading gatsby build's output", () => {
  it("takes every finished phase with its seconds, and its counter when it has one", () => {
    const { phases } = parseBuildOutput(OUTPUT);
    expect(phases.map((phase: { name: string }) => phase.name)).toEqual([
      "compile gatsby files",
      "load plugins",
      "Building production JavaScript and CSS bundles",
      "run queries in workers",
      "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs",
      "Building static HTML for pages",
    ]);
    expect(phases[2]).toEqual({ name: "Building production JavaScript and CSS bundles", seconds: 85.453 });
    expect(phases[3]).toEqual({ name: "run queries in workers", seconds: 1.553, done: 20, total: 20 });
  });

  it("counts the image jobs and their time, adding up when the jobs run more than once", () => {
    expect(parseBuildOutput(OUTPUT)).toMatchObject({ imageJobs: 28, imageSeconds: 12.305 });
    const twice = `${OUTPUT}\nsuccess Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 1.5s - 4/4 2.67/s`;
    expect(parseBuildOutput(twice)).toMatchObject({ imageJobs: 32, imageSeconds: 13.805 });
  });

  it("takes the writers' admin apart, compiled or reused from its cache", () => {
    const compiled = `${OUTPUT}\nsuccess Building the writers’ CMS into public/admin - 6.412s\ninfo /admin/ : compilé par esbuild`;
    expect(parseBuildOutput(compiled).admin).toEqual({ seconds: 6.412, reused: false });
    const reused = `${OUTPUT}\nsuccess Building the writers’ CMS into public/admin - 0.231s\ninfo /admin/ : repris du cache (01938bcf6e4b)`;
    expect(parseBuildOutput(reused).admin).toEqual({ seconds: 0.231, reused: true });
    expect(parseBuildOutput(OUTPUT).admin).toBeNull();
  });

  it("says when there were no image jobs at all", () => {
    expect(parseBuildOutput("success load plugins - 1.104s")).toMatchObject({ imageJobs: null, imageSeconds: null });
  });
});
