import * as fs from "fs";
import * as path from "path";

/**
 * After a `gatsby build` that stopped midway, the next one must not reuse Gatsby's cache: it
 * would succeed and keep pages from before the change.
 *
 * What happens (reproduced on a copy of the site with the real build, gatsby 5.16, and held
 * by __tests__/built/image-fault.test.ts). Gatsby keeps two things in .cache/ that must
 * agree with each other:
 * - the nodes (`.cache/caches-lmdb`), written while they are sourced;
 * - its state (`.cache/redux`): the pages, which page queries are up to date, the page-data
 *   of each page, the image jobs done. It is saved only once every query has run and again
 *   at the end of the build.
 * A build that stops in between (a query that throws, as gatsby-plugin-sharp's did on a
 * corrupt image; an error in createPages or in a template; a build killed or out of time)
 * has stored the new nodes but not the state that goes with them. The next build sources the
 * same files, finds every node as it was stored, so finds no query to run (« run queries
 * 0/0 »), no page to rebuild, and succeeds with the page-data and HTML of the last good
 * build: a change made in the failed build (the image replaced, another project's text
 * edited at the same time) never reaches its page, even once the fault is fixed, and a
 * corrupt image still in place builds green. Only `npm run clean` brought it back.
 *
 * The guard, three steps, hooked by plugins/gatsby-plugin-voltis-production/gatsby-node.ts:
 * 1. `beforeSourcing()`, at createSchemaCustomization (the first step after onPreBootstrap,
 *    before any node is read or written): writes the marker `.cache/voltis-build-unfinished`.
 *    A build the content check stops in onPreBootstrap has changed nothing in the cache and
 *    leaves no marker.
 * 2. `finished()`, at the end of onPostBuild: removes it. From there on Gatsby has saved its
 *    state for the nodes it has (it saves it before writing the HTML and again after
 *    onPostBuild), and gatsby-adapter-netlify stores .cache/ for the next deploy only after
 *    onPostBuild, so a stored cache never holds the marker.
 * 3. `atStart()`, at onPreInit: a marker there means the previous build stopped between 1
 *    and 2. Gatsby has already read its state into memory by then (it does so before
 *    loading plugins), so deleting files of .cache/ would not reach it; but onPreInit comes
 *    before Gatsby initializes its cache, and there Gatsby deletes its cache and empties the
 *    state it loaded when it finds .cache/ without public/ (« We've detected that the Gatsby
 *    cache is incomplete… we're deleting your site's cache »). So `atStart()` deletes
 *    public/: Gatsby then starts from an empty cache, as after `npm run clean` (webpack's
 *    own cache, keyed by content, stays), and builds every page again. Gatsby's deletion
 *    takes the marker with it; step 1 writes it again for this build.
 * If a later Gatsby no longer cleared its cache that way, the marker would still be there at
 * step 1: `beforeSourcing()` then throws, in French, asking for `npm run clean`, rather than
 * let the build keep stale pages.
 *
 * Only `gatsby build` writes the marker (`gatsby develop` never runs onPostBuild); both
 * honour one left by a build. The hooks run in Gatsby's main process only: its query and
 * HTML workers run createSchemaCustomization too, but never onPreInit, so a guard no
 * `atStart()` began does nothing.
 */

/** The marker, under Gatsby's cache folder (which `npm run clean` and Gatsby's own reset delete). */
export const UNFINISHED_BUILD_MARKER = path.join(".cache", "voltis-build-unfinished");

export class UnfinishedBuildGuard {
  private began = false;
  private discarded = false;

  /** `rootDir`: the site's folder; `writesMarker`: whether this command is a build (`gatsby build`). */
  constructor(
    private readonly rootDir: string,
    private readonly writesMarker: boolean,
  ) {}

  private get marker(): string {
    return path.join(this.rootDir, UNFINISHED_BUILD_MARKER);
  }

  /**
   * onPreInit. When the previous build stopped midway: deletes public/, so that Gatsby deletes
   * its cache, and returns the notice to print; otherwise null.
   */
  atStart(): string | null {
    this.began = true;
    if (!fs.existsSync(this.marker)) return null;
    fs.rmSync(path.join(this.rootDir, "public"), { recursive: true, force: true });
    this.discarded = true;
    return (
      "La construction précédente s’est arrêtée avant la fin\u00a0: le cache de Gatsby (.cache) et le dossier public sont " +
      "vidés, pour que chaque page soit refaite à partir du contenu actuel. Cette construction est complète, donc plus longue."
    );
  }

  /** createSchemaCustomization. Throws if the cache of a build stopped midway is still there; else, for a build, writes the marker. */
  beforeSourcing(): void {
    if (!this.began) return;
    if (this.discarded && fs.existsSync(this.marker)) {
      throw new Error(
        "Le cache de Gatsby laissé par une construction arrêtée avant la fin n’a pas été vidé\u00a0: lancez «\u00a0npm run clean\u00a0», puis reconstruisez le site.",
      );
    }
    this.discarded = false;
    if (!this.writesMarker) return;
    fs.mkdirSync(path.dirname(this.marker), { recursive: true });
    fs.writeFileSync(this.marker, `${JSON.stringify({ startedAt: new Date().toISOString(), pid: process.pid })}\n`);
  }

  /** The last step of onPostBuild: this build went through. */
  finished(): void {
    if (this.began) fs.rmSync(this.marker, { force: true });
  }
}
