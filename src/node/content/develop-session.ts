import { formatProblem, type ContentProblem } from "./content-check";

/**
 * Under `gatsby develop`, every save runs the content check again, prints its problems and serves them at
 * CONTENT_PROBLEMS_PATH; a file with problems keeps its last good version on the site (docs/content.md,
 * « The content check », while developing). One session per develop process, in memory.
 */

export { CONTENT_PROBLEMS_PATH } from "../../lib/routes";

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
  /** False during start-up, when the check that just ran is current. */
  watching = false;
  private fileProblems: ContentProblem[] = [];
  private imageProblems: ContentProblem[] = [];
  private printed = "";
  private imageRun = 0;
  private readonly goodVersions = new Map<string, GoodVersion>();

  /** `checkFiles` is synchronous, so a save's node is made from its verdict before createPages. */
  constructor(
    private readonly checkFiles: () => ContentProblem[],
    private readonly checkImages: () => Promise<ContentProblem[]>,
    private readonly printer: Printer,
  ) {}

  async start(): Promise<void> {
    this.fileProblems = this.checkFiles();
    this.imageProblems = await this.checkImages();
    this.print();
  }

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

  lines(): string[] {
    return this.problems.map(formatProblem);
  }

  hasProblems(file: string): boolean {
    return this.problems.some((problem) => problem.file === file);
  }

  remember(file: string, version: GoodVersion): void {
    this.goodVersions.set(file, structuredClone(version));
  }

  lastGood(file: string): GoodVersion | undefined {
    return this.goodVersions.get(file);
  }

  fallbackMarkdown(source: Record<string, unknown>): Record<string, unknown> | undefined {
    const file = source[FALLBACK_FIELD];
    return typeof file === "string" ? this.goodVersions.get(file)?.markdown : undefined;
  }
}
