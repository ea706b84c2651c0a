/**
 * Valid HTML by the W3C's own checker: every page of the build passes the Nu Html
 * Checker (vnu.jar from the `vnu-jar` package, the engine of validator.w3.org/nu) with
 * zero errors, the CSS of its `<style>` elements and `style` attributes included
 * (vnu checks them by default). Warnings and info messages do not count.
 *
 * The checker runs once, over every page, in one Java process: it takes seconds to
 * start. A small page with two known errors goes through the same run, to prove the
 * run really reports errors in markup and in CSS (a silent checker would pass).
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { fileURLToPath } from "url";
import { assertBuilt, builtPages, PUBLIC } from "./support/public-pages";

// The package exports the path of vnu.jar (as a String object); it has no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const VNU_JAR = String(require("vnu-jar") as string);

/** vnu.jar is built for Java 17 ("java -jar vnu.jar --help"). */
const JAVA_MIN = 17;
const INSTALL_JAVA =
  "install a Java runtime, version 17 or later (on Debian/Ubuntu: `apt-get install -y default-jre-headless`; " +
  "`bash .ci/run` does it when `java` is missing), then run `npm run test:build` again.";

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

interface Problem {
  page: string;
  line: number;
  column: number;
  message: string;
  extract: string;
}

/** Fails, with what to do, when there is no `java` or one too old for vnu.jar. Never skips. */
const assertJava = () => {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error) {
    throw new Error(
      `The W3C validator needs Java, and \`java -version\` failed (${probe.error.message}): ${INSTALL_JAVA}`,
    );
  }
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = version ? Number(version[1] === "1" ? version[2] : version[1]) : NaN;
  if (!(major >= JAVA_MIN)) {
    throw new Error(
      `The W3C validator needs Java ${JAVA_MIN} or later (\`java -version\` says: ${probe.stderr.split("\n")[0]}): ${INSTALL_JAVA}`,
    );
  }
};

/** Runs vnu.jar once on every file; its JSON goes to stdout, Java's own chatter stays on stderr. */
const runVnu = (files: string[]): VnuMessage[] => {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  // Exit status 1 only says that errors were found; anything else is a failed run.
  if (run.error || (run.status !== 0 && run.status !== 1)) {
    throw new Error(
      `vnu.jar could not check the pages (${run.error?.message ?? `exit status ${run.status}`}):\n${run.stderr}`,
    );
  }
  try {
    return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`Unreadable output from vnu.jar:\n${run.stdout.slice(0, 2000)}\n${run.stderr.slice(0, 2000)}`);
  }
};

/** The flagged code: the highlighted part when it says enough, else the whole extract; one line, capped. */
const extractOf = ({ extract = "", hiliteStart = 0, hiliteLength = 0 }: VnuMessage): string => {
  const text = hiliteLength >= 20 ? extract.slice(hiliteStart, hiliteStart + hiliteLength) : extract;
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

const toProblem = (message: VnuMessage, fileOf: (url: string) => string): Problem => ({
  page: message.url ? fileOf(message.url) : "(vnu)",
  line: message.firstLine ?? message.lastLine ?? 0,
  column: message.firstColumn ?? message.lastColumn ?? 0,
  message: message.message,
  extract: extractOf(message),
});

/** Every error as `page:line:column — message (extract)`, grouped by message, the most frequent first. */
const report = (problems: Problem[], pageCount: number): string => {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) groups.set(problem.message, [...(groups.get(problem.message) ?? []), problem]);
  const pagesWithErrors = new Set(problems.map((problem) => problem.page)).size;
  const lines = [`${problems.length} W3C validator error(s) on ${pagesWithErrors} of ${pageCount} pages:`];
  for (const [message, group] of [...groups].sort(([, a], [, b]) => b.length - a.length)) {
    const pages = new Set(group.map((problem) => problem.page)).size;
    lines.push("", `■ ${message} — ${group.length}× on ${pages} page(s)`);
    const sorted = [...group].sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line || a.column - b.column);
    for (const { page, line, column, extract } of sorted) {
      lines.push(`  ${page}:${line}:${column} — ${message}${extract ? ` (${extract})` : ""}`);
    }
  }
  return lines.join("\n");
};

/** Two errors the checker must catch: a duplicate id (markup) and an unknown property in `<style>` (CSS). */
const CANARY = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Canary</title>
    <style>
      p { colour: red; }
    </style>
  </head>
  <body>
    <p id="twice">One</p>
    <p id="twice">Two</p>
  </body>
</html>
`;

const pages = builtPages();
let canaryFile = "";
let pageProblems: Problem[] = [];
let canaryProblems: Problem[] = [];

beforeAll(() => {
  assertBuilt();
  assertJava();
  // Real path: vnu reports the file it read, and a temporary folder may be behind a symbolic link.
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "vnu-canary-")));
  canaryFile = path.join(folder, "canary.html");
  fs.writeFileSync(canaryFile, CANARY);
  try {
    const files = pages.map((page) => path.join(PUBLIC, page));
    const fileOf = (url: string) => {
      if (!url.startsWith("file:")) return url;
      const file = fileURLToPath(url);
      return file === canaryFile ? canaryFile : path.relative(PUBLIC, file);
    };
    const problems = runVnu([...files, canaryFile])
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => toProblem(message, fileOf));
    canaryProblems = problems.filter((problem) => problem.page === canaryFile);
    pageProblems = problems.filter((problem) => problem.page !== canaryFile);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}, 300_000);

test("the checker reports errors in markup and in the CSS of <style> (a page with two known errors)", () => {
  const messages = canaryProblems.map((problem) => problem.message);
  expect(messages).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Duplicate ID “twice”/), expect.stringMatching(/^CSS: .*“colour”/)]),
  );
});

test("every built page has 0 errors for the W3C Nu Html Checker", () => {
  expect(pages.length).toBeGreaterThanOrEqual(14);
  if (pageProblems.length > 0) throw new Error(report(pageProblems, pages.length));
});
