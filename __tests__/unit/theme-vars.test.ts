import * as fs from "fs";
import * as path from "path";
import { customPropertyValues, theme } from "../../src/styles/theme";
import { breakpoints, durations, media, vars } from "../../src/styles/vars";

/** Every source file of the site that styles something. */
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const declared = (reference: string) => {
  const name = /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1];
  return name !== undefined && name in customPropertyValues;
};

describe("theme tokens as custom properties", () => {
  it("gives every token of the theme a var() that some <head> declares", () => {
    const groups = Object.entries(theme).filter(
      ([name, value]) => typeof value === "object" && !Array.isArray(value) && name !== "breakpoints",
    );
    expect(groups.length).toBeGreaterThan(5);
    for (const [group, tokens] of groups) {
      for (const key of Object.keys(tokens as object)) {
        const reference = (vars as unknown as Record<string, Record<string, string>>)[group][key];
        expect({ token: `${group}.${key}`, declared: declared(reference) }).toEqual({
          token: `${group}.${key}`,
          declared: true,
        });
      }
    }
    for (const single of ["contentWidth", "readingWidth", "headerHeight"] as const) {
      expect(declared(vars[single])).toBe(true);
      expect(customPropertyValues[vars[single].slice(4, -1)]).toBe(theme[single]);
    }
  });

  it("resolves every vars.… reference written in the site's components to a declared property", () => {
    const root = path.join(__dirname, "..", "..", "src");
    const used = new Set<string>();
    // src/styles defines the tokens; every other file uses them, as vars.group.key or vars.group["3xl"].
    const users = sources(root).filter((file) => !file.startsWith(path.join(root, "styles")));
    for (const file of users) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bvars\.([a-zA-Z]+)(?:\.([a-zA-Z0-9]+)|\["([^"]+)"\])?/g)) {
        const key = match[2] ?? match[3];
        used.add(key ? `${match[1]}.${key}` : match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(30);
    const undeclared = [...used].filter((token) => {
      const [group, key] = token.split(".");
      const holder = vars as unknown as Record<string, string | Record<string, string>>;
      const reference = key === undefined ? holder[group] : (holder[group] as Record<string, string>)[key];
      return typeof reference !== "string" || !declared(reference);
    });
    expect(undeclared).toEqual([]);
  });

  it("keeps the numbers scripts and media queries need equal to the theme's", () => {
    expect(theme.breakpoints).toEqual(breakpoints);
    expect(theme.motion).toMatchObject(durations);
    expect(customPropertyValues["--motion-reveal"]).toBe(`${durations.reveal}s`);
    expect(media.md).toBe("@media (min-width: 768px)");
    expect(media.belowMd).toBe("@media (max-width: 767.98px)");
  });
});
