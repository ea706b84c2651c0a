/**
 * @jest-environment node
 *
 * The admin speaks French everywhere: every phrase of Decap's English (the
 * decap-cms-locales of the CMS's own package, cms/) has a French one in what the
 * admin registers (src/cms/locale-fr.ts). An upgrade of Decap that brings new
 * phrases fails here, naming them.
 */
import * as path from "path";
import { adminFrench, MISSING_FRENCH, type Phrases } from "../../src/cms/locale-fr";
import { REGEX_PATTERN_MESSAGE } from "../../src/cms/config";

const LOCALES = path.resolve(__dirname, "../../cms/node_modules/decap-cms-locales/dist/esm");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const phrasesOf = (language: string) => (require(path.join(LOCALES, language, "index.js")) as { default: Phrases }).default;

/** Dotted keys of every phrase. */
const keysOf = (phrases: Phrases, prefix = ""): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const at = (phrases: Phrases, key: string) =>
  key.split(".").reduce<string | Phrases | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), phrases);

describe("the admin's French", () => {
  const english = phrasesOf("en");
  const decapFrench = phrasesOf("fr");
  const french = adminFrench(decapFrench);

  it("has a French phrase for every phrase of Decap's English", () => {
    expect(keysOf(english).filter((key) => typeof at(french, key) !== "string")).toEqual([]);
  });

  it("keeps Decap's own French and only fills what it lacks", () => {
    const filled = keysOf(MISSING_FRENCH);
    expect(filled.filter((key) => at(decapFrench, key) !== undefined)).toEqual([]);
    expect(filled.filter((key) => at(english, key) === undefined)).toEqual([]);
    for (const key of keysOf(decapFrench).filter((key) => key !== "editor.editorControlPane.widget.regexPattern")) {
      expect([key, at(french, key)]).toEqual([key, at(decapFrench, key)]);
    }
  });

  it("words a refused value as the content check does", () => {
    expect(at(french, "editor.editorControlPane.widget.regexPattern")).toBe(REGEX_PATTERN_MESSAGE);
  });

  it("keeps Decap's placeholders in each phrase it fills", () => {
    const placeholders = (text: unknown) => String(text).match(/%\{\w+\}/g)?.sort() ?? [];
    for (const key of keysOf(MISSING_FRENCH)) {
      expect([key, placeholders(at(MISSING_FRENCH, key))]).toEqual([key, placeholders(at(english, key))]);
    }
  });
});
