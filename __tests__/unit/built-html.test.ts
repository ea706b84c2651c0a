/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { removeStrayNulFromPages, withoutStrayNul } from "../../src/node/stray-nul";

describe("stray NUL bytes in built pages", () => {
  it("removes the NUL React's stream leaves before a multi-byte character, keeping the text", () => {
    expect(withoutStrayNul("01\u00a039\u00a014\u0000\u00a052\u00a080")).toBe("01\u00a039\u00a014\u00a052\u00a080");
  });

  it("cleans every page of a folder, nested ones included, and leaves clean pages untouched", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stray-nul-"));
    fs.mkdirSync(path.join(dir, "projet", "a"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), "<p>propre</p>");
    fs.writeFileSync(path.join(dir, "projet", "a", "index.html"), "<p>Réalisé\u0000 à Paris</p>");
    fs.writeFileSync(path.join(dir, "data.json"), '{"a":"\\u0000"}');
    const cleanTime = fs.statSync(path.join(dir, "index.html")).mtimeMs;

    const changed = removeStrayNulFromPages(dir);

    expect(changed).toEqual([path.join(dir, "projet", "a", "index.html")]);
    expect(fs.readFileSync(path.join(dir, "projet", "a", "index.html"), "utf8")).toBe("<p>Réalisé à Paris</p>");
    expect(fs.statSync(path.join(dir, "index.html")).mtimeMs).toBe(cleanTime);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
