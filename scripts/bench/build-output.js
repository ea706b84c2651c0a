/**
 * Reading `gatsby build`'s output (CI=true: plain lines, no progress bars) for
 * `npm run bench:build`: the time of each phase, the image jobs and the writers' admin.
 *
 * Gatsby ends each phase with `success <phase> - 12.345s`; a phase with a counter adds
 * ` - 70/70 0.69/s` (the image jobs: `success Running jobs v2 - 101.437s - 70/70 0.69/s`).
 */

const PHASE = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+)(?: (\d+(?:\.\d+)?)\/s)?)?\s*$/;
/** Terminal colour codes, in case the output has some (ESC [ … letter). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/**
 * The writers' admin, built after the site (plugins/gatsby-plugin-voltis-cms: ADMIN_ACTIVITY, and the line
 * its gatsby-node writes once done, saying whether it was compiled or reused from its cache).
 */
const ADMIN_PHASE = /^Building the writers’ CMS into public\/admin$/;
const ADMIN_REUSED = /^info \/admin\/ : repris du cache\b/m;
const ADMIN_COMPILED = /^info \/admin\/ : compilé par esbuild$/m;

/**
 * @param {string} output the build's stdout and stderr
 * @returns {{ phases: { name: string, seconds: number, done?: number, total?: number }[], imageJobs: number | null, imageSeconds: number | null, admin: { seconds: number, reused: boolean | null } | null }}
 */
function parseBuildOutput(output) {
  const phases = [];
  const plain = output.replace(ANSI, "");
  for (const raw of plain.split(/\r?\n|\r/)) {
    const match = PHASE.exec(raw.trim());
    if (!match) continue;
    const phase = { name: match[1], seconds: Number(match[2]) };
    if (match[3] !== undefined) {
      phase.done = Number(match[3]);
      phase.total = Number(match[4]);
    }
    phases.push(phase);
  }
  // Image processing is Gatsby's jobs runner (gatsby-plugin-sharp's IMAGE_PROCESSING jobs); a build
  // may run it more than once (it reports each time): the jobs and the seconds add up.
  const jobs = phases.filter((phase) => /^Running .*jobs\b/.test(phase.name));
  const admin = phases.find((phase) => ADMIN_PHASE.test(phase.name));
  const reused = ADMIN_REUSED.test(plain) ? true : ADMIN_COMPILED.test(plain) ? false : null;
  return {
    phases,
    imageJobs: jobs.length ? jobs.reduce((sum, phase) => sum + (phase.total ?? 0), 0) : null,
    imageSeconds: jobs.length ? round(jobs.reduce((sum, phase) => sum + phase.seconds, 0)) : null,
    admin: admin ? { seconds: admin.seconds, reused } : null,
  };
}

const round = (value) => Math.round(value * 1000) / 1000;

module.exports = { parseBuildOutput };
