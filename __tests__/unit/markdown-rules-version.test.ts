/**
 * @jest-environment node
 *
 * A change of the Markdown rules changes the remark plugin's options, so Gatsby
 * renders every text again instead of serving the HTML of its cache
 * (src/node/build/markdown-rules-version.ts).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { markdownRulesVersion } from "../../src/node/build/markdown-rules-version";

describe("the Markdown rules' version", () => {
  it("changes with any file's content or name, and only then", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-rules-"));
    fs.writeFileSync(path.join(folder, "remark.ts"), "export const a = 1;\n");
    fs.writeFileSync(path.join(folder, "tokens.ts"), "export const b = 2;\n");
    const first = markdownRulesVersion(folder);
    expect(markdownRulesVersion(folder)).toBe(first);

    fs.writeFileSync(path.join(folder, "remark.ts"), "export const a = 3;\n");
    const edited = markdownRulesVersion(folder);
    expect(edited).not.toBe(first);

    fs.renameSync(path.join(folder, "tokens.ts"), path.join(folder, "links.ts"));
    expect(markdownRulesVersion(folder)).not.toBe(edited);
  });

  it("reads the site's own rules", () => {
    expect(markdownRulesVersion(path.resolve(__dirname, "../../src/lib/markdown"))).toMatch(/^[0-9a-f]{16}$/);
  });
});
