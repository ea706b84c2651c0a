import { formatProblem, type ContentProblem } from "./content-check";

/**
 * What a writer saves while `gatsby develop` (or `npm run cms`, which runs it)
 * is running, checked as a build checks it (gatsby-node.ts):
 * - every save of a content file runs the content check again (the files at once,
 *   the images they name in the background); its problems are printed in French, the same lines as the build's, and served at
 *   CONTENT_PROBLEMS_PATH, which the pages show in a panel while developing
 *   (src/browser/content-problems.ts);
 * - a file with problems keeps its last good content on the site: its node is
 *   made from the data of its last version without problems, and its Markdown
 *   is rendered from that version (`fallbackMarkdown`), so the page neither
 *   disappears nor shows a half-written version, and no GraphQL query meets a
 *   missing required field. A file that never had a good version makes no node.
 *
 * One session per develop process, in memory: a restart checks everything again.
 */

export { CONTENT_PROBLEMS_PATH } from "../../lib/routes";

/** A file's last version without problems: the node's fields and the Markdown node they came from. */
export interface GoodVersion {
  data: Record<string, unknown>;
  markdown: Record<string, unknown> & { id: string };
}

/** The field of a node made from a good version, naming its file: its Markdown is `fallbackMarkdown(file)`. */
export const FALLBACK_FIELD = "voltisLastGoodFile";

export interface Printer {
  error: (text: string) => void;
  success: (text: string) => void;
}

export class ContentSession {
  /** False during start-up, when the check that just ran is current; true once files may be saved. */
  watching = false;
  private fileProblems: ContentProblem[] = [];
  private imageProblems: ContentProblem[] = [];
  private printed = "";
  private imageRun = 0;
  private readonly goodVersions = new Map<string, GoodVersion>();

  /**
   * `checkFiles` reads the files (synchronous, so that a save's node is made from its
   * verdict before Gatsby moves on to createPages); `checkImages` opens the images they name,
   * in the background, its problems joining the list when it ends.
   */
  constructor(
    private readonly checkFiles: () => ContentProblem[],
    private readonly checkImages: () => Promise<ContentProblem[]>,
    private readonly printer: Printer,
  ) {}

  /** Start-up: both checks, to the end. */
  async start(): Promise<void> {
    this.fileProblems = this.checkFiles();
    this.imageProblems = await this.checkImages();
    this.print();
  }

  /** A save: the files checked again now, the images in the background; prints what changed. */
  refresh(): void {
    this.fileProblems = this.checkFiles();
    this.print();
    const run = ++this.imageRun;
    void this.checkImages().then((problems) => {
      if (run !== this.imageRun) return; // a later save's run is under way
      this.imageProblems = problems;
      this.print();
    });
  }

  private get problems(): ContentProblem[] {
    return [...this.fileProblems, ...this.imageProblems];
  }

  /** Prints the problems when they changed, or that none is left. */
  private print(): void {
    const text = this.problems.map((problem) => `  • ${formatProblem(problem)}`).join("\n");
    if (text === this.printed) return;
    if (text === "") {
      this.printer.success("Contenu vérifié : aucune erreur, les pages montrent les fichiers tels qu’ils sont.");
    } else {
      this.printer.error(
        `Le contenu contient ${this.problems.length} erreur(s) ; les pages concernées gardent leur dernière version ` +
          `correcte tant qu’elles ne sont pas corrigées :\n${text}`,
      );
    }
    this.printed = text;
  }

  /** The current problems, one line each, as printed. */
  lines(): string[] {
    return this.problems.map(formatProblem);
  }

  /** Whether a file (`content/…`, as problems name it) has a problem now. */
  hasProblems(file: string): boolean {
    return this.problems.some((problem) => problem.file === file);
  }

  remember(file: string, version: GoodVersion): void {
    this.goodVersions.set(file, structuredClone(version));
  }

  lastGood(file: string): GoodVersion | undefined {
    return this.goodVersions.get(file);
  }

  /** The Markdown node of a file's last good version, for a node made from it. */
  fallbackMarkdown(source: Record<string, unknown>): Record<string, unknown> | undefined {
    const file = source[FALLBACK_FIELD];
    return typeof file === "string" ? this.goodVersions.get(file)?.markdown : undefined;
  }
}
