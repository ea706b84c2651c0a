import * as fs from "fs";
import * as path from "path";

/**
 * After a `gatsby build` that stopped midway, the next one starts from an empty cache rather
 * than keep the pages of the last good build (docs/deploying.md, "A build that stops midway").
 * plugins/gatsby-plugin-voltis-production/gatsby-node.ts calls the three steps; Gatsby's
 * workers never run onPreInit, so a guard no `atStart()` began does nothing.
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
   * onPreInit, before Gatsby initializes its cache. After a build stopped midway, deletes
   * public/ (Gatsby then deletes its cache) and returns the notice to print; otherwise null.
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

  /** createSchemaCustomization, before any node is read. Throws if Gatsby kept the stale cache; else, for a build, writes the marker. */
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

  /** The last step of onPostBuild, before the adapter stores .cache/: this build went through. */
  finished(): void {
    if (this.began) fs.rmSync(this.marker, { force: true });
  }
}
