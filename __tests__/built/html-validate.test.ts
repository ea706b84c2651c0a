/**
 * Valid HTML: every page of the build passes html-validate with the recommended
 * rules (configuration and the reason for each adjusted rule in .htmlvalidate.json
 * and docs/testing.md), with zero errors.
 */
import * as fs from "fs";
import * as path from "path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { assertBuilt, builtPages, PUBLIC, ROOT } from "./support/public-pages";

const validator = new HtmlValidate(new FileSystemConfigLoader());

/**
 * One message the recommended preset raises on markup that is valid HTML and that
 * our code does not write, matched narrowly; everything else counts: a raw ">" in
 * text. HTML allows it (only "<" and a bare "&" are ambiguous), and the Markdown
 * renderer writes it, e.g. `_ga_<ID>` in the cookie policy.
 */
const isTolerated = (message: Message): boolean =>
  message.ruleId === "no-raw-characters" && message.message === 'Raw ">" must be encoded as "&gt;"';

const pages = builtPages();

beforeAll(assertBuilt);

test("the configuration is the project's and extends the recommended rules", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, ".htmlvalidate.json"), "utf8"));
  expect(config.extends).toEqual(["html-validate:recommended"]);
  expect(pages.length).toBeGreaterThanOrEqual(14);
});

test.each(pages)("public/%s is valid HTML", async (page) => {
  const file = path.join(PUBLIC, page);
  const source = fs.readFileSync(file, "utf8");
  const report = await validator.validateString(source, file);
  const errors = report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2 && !isTolerated(message))
    .map(
      (message) =>
        `${page}:${message.line}:${message.column} ${message.ruleId} — ${message.message} (${message.selector ?? ""})`,
    );
  expect(errors).toEqual([]);
});
