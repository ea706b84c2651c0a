/** @jest-environment node */
import { FrontMatterError, readFrontMatter } from "../../src/lib/content/front-matter";
import { explainYamlError, type YamlDiagnosis } from "../../src/node/content/yaml-errors";

/**
 * A ten-line Markdown file whose frontmatter lines are `fields` (the first on line 2), parsed by
 * the site's reader (gray-matter + js-yaml): the diagnosis of the YAML error it reports.
 */
const diagnose = (fields: string[], eol = "\n"): YamlDiagnosis => {
  const tail = ["date: 2024-05-02", "client: Voltis", "tags:", "  - web", "  - seo"];
  const source = ["---", ...fields, ...tail, "---", "Le texte de la page.", ""].join(eol);
  try {
    readFrontMatter(source, "content/projects/essai/index.md");
  } catch (error) {
    if (error instanceof FrontMatterError && error.yamlError !== undefined) return explainYamlError(source, error.yamlError);
    throw error;
  }
  throw new Error(`the reader accepted:\n${source}`);
};

/** `« text »`, as in the messages. */
const q = (text: string) => `« ${text} »`;

describe("explainYamlError", () => {
  it("points at the opening quote a value never closes, not at the end of the block", () => {
    const double = diagnose(["title: Refonte", "slug: refonte", 'description: "Mon projet']);
    expect(double).toMatchObject({ line: 4, column: 14 });
    expect(double.message).toBe(
      `le guillemet ${q('"')} qui ouvre la valeur de ${q("description")} n’est jamais refermé : ` +
        "ajoutez-le aussi à la fin de la valeur (js-yaml : unexpected end of the stream within a double quoted scalar)",
    );

    // A quoted value may span lines: the one on lines 2-3 is closed, the one on line 4 is not.
    const single = diagnose(['title: "Refonte', '  du site"', "slug: 'refonte"]);
    expect(single).toMatchObject({ line: 4, column: 7 });
    expect(single.message).toContain(`le guillemet ${q("'")} qui ouvre la valeur de ${q("slug")} n’est jamais refermé`);
    expect(single.message).toMatch(/\(js-yaml : unexpected end of the stream within a single quoted scalar\)$/);

    // A list item, with a `\"` escape that does not close it.
    const item = diagnose(["title: Refonte", "keywords:", '  - "site \\" vitrine']);
    expect(item).toMatchObject({ line: 4, column: 5 });
    expect(item.message).toContain(`qui ouvre cette valeur n’est jamais refermé`);
  });

  it("points at a quote that closes the value too early (a French apostrophe)", () => {
    const apostrophe = diagnose(["title: Refonte", "slug: refonte", "summary: 'L'été de Voltis'"]);
    expect(apostrophe).toMatchObject({ line: 4, column: 12 });
    expect(apostrophe.message).toContain(`la valeur de ${q("summary")} se termine à ce guillemet ${q("'")}`);
    expect(apostrophe.message).toContain(`doublez chaque apostrophe du texte (${q("L''été")})`);
    expect(apostrophe.message).toMatch(/\(js-yaml : can not read a block mapping entry; .*\)$/);
  });

  it("reads a CRLF file line by line like an LF one", () => {
    const crlf = diagnose(["title: Refonte", "slug: refonte", 'description: "Mon projet'], "\r\n");
    expect(crlf).toMatchObject({ line: 4, column: 14 });
    expect(crlf.message).toContain(`qui ouvre la valeur de ${q("description")} n’est jamais refermé`);

    const duplicate = diagnose(["title: Refonte", "slug: refonte", "title: Autre titre"], "\r\n");
    expect(duplicate).toMatchObject({ line: 4, column: 1 });
  });

  it("points at a tab used for indentation", () => {
    const list = diagnose(["title: Refonte", "keywords:", "  - site", "\t- vitrine"]);
    expect(list).toMatchObject({ line: 5, column: 1 });
    expect(list.message).toMatch(
      /^une tabulation sert de retrait à cette ligne, ce que YAML interdit : remplacez-la/,
    );

    // js-yaml 3 reads the tabbed lines as top-level keys and complains of a duplicated key.
    const links = diagnose(["title: Refonte", "links:", "\t- id: 1", "\t  title: Accueil"]);
    expect(links).toMatchObject({ line: 4, column: 1 });
    expect(links.message).toContain("une tabulation sert de retrait");
    expect(links.message).toMatch(/\(js-yaml : duplicated mapping key\)$/);
  });

  it("points at a key or a list item out of line with its siblings", () => {
    const indent = `cette ligne n’est pas alignée sur celles de même niveau : corrigez les espaces en début de ligne`;
    const deeper = diagnose(["title: Refonte", "slug: refonte", "  description: Un site"]);
    expect(deeper).toMatchObject({ line: 4, column: 3 });
    expect(deeper.message).toContain(indent);
    expect(deeper.message).toMatch(/\(js-yaml : bad indentation of a mapping entry\)$/);

    const item = diagnose(["title: Refonte", "keywords:", "  - site", " - vitrine"]);
    expect(item).toMatchObject({ line: 5, column: 2 });
    expect(item.message).toContain(indent);

    const inItem = diagnose(["title: Refonte", "links:", "  - id: 1", "   title: Accueil"]);
    expect(inItem).toMatchObject({ line: 5, column: 4 });
    expect(inItem.message).toMatch(/\(js-yaml : bad indentation of a sequence entry\)$/);

    // The first key indented: js-yaml only stumbles on the next one.
    const first = diagnose(["  title: Refonte", "slug: refonte"]);
    expect(first).toMatchObject({ line: 2, column: 3 });
    expect(first.message).toContain(indent);
  });

  it("asks for quotes around a value holding a colon and a space", () => {
    const spaced = diagnose(["title: Projet : été", "slug: refonte"]);
    expect(spaced).toMatchObject({ line: 2, column: 15 });
    expect(spaced.message).toBe(
      "un deux-points suivi d’une espace, dans une valeur sans guillemets, annonce une nouvelle clé pour YAML : " +
        `mettez toute la valeur entre guillemets, par exemple ${q('title: "Projet : été"')} ` +
        "(js-yaml : incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line)",
    );

    const glued = diagnose(["title: Refonte", "slug: refonte", "description: Délai: 3 semaines"]);
    expect(glued).toMatchObject({ line: 4, column: 19 });
    expect(glued.message).toContain(`par exemple ${q('description: "Délai: 3 semaines"')}`);

    const item = diagnose(["title: Refonte", "keywords:", "  - Délai: 3 semaines : garanti"]);
    expect(item).toMatchObject({ line: 4, column: 23 });
    expect(item.message).toContain("mettez toute la valeur entre guillemets");
  });

  it("names a first character YAML reserves", () => {
    for (const [value, char] of [
      ["@voltis", "@"],
      ["`npm run build`", "`"],
      ["%20 de remise", "%"],
    ]) {
      const reserved = diagnose(["title: Refonte", "slug: refonte", `author: ${value}`]);
      expect(reserved).toMatchObject({ line: 4, column: 9 });
      expect(reserved.message).toMatch(
        new RegExp(`^la valeur de ${q("author")} commence par ${q(char)}, un caractère que YAML réserve : mettez`),
      );
    }
  });

  it("points at a `[` or a `{` never closed, or followed by text", () => {
    const list = diagnose(["title: Refonte", "slug: refonte", "keywords: [site, vitrine"]);
    expect(list).toMatchObject({ line: 4, column: 11 });
    expect(list.message).toContain(
      `commence par ${q("[")}, que YAML lit comme une liste, et ce ${q("[")} n’est jamais refermé`,
    );
    expect(list.message).toMatch(/\(js-yaml : missed comma between flow collection entries\)$/);

    const object = diagnose(["title: Refonte", "slug: refonte", "seo: {title: Refonte"]);
    expect(object).toMatchObject({ line: 4, column: 6 });
    expect(object.message).toContain(`que YAML lit comme un objet, et ce ${q("{")} n’est jamais refermé`);

    const text = diagnose(["title: Refonte", "slug: refonte", "summary: [Nouveau] Un site vitrine"]);
    expect(text).toMatchObject({ line: 4, column: 10 });
    expect(text.message).toContain(`et ce ${q("[")} est suivi de texte après sa fin`);
  });

  it("names a duplicated key and where it first was", () => {
    // A multi-line value: js-yaml's column is then negative, its line is the second key's.
    const duplicate = diagnose([
      "title: Refonte",
      "slug: refonte",
      "title: >",
      "  Un autre titre",
      "  sur deux lignes",
    ]);
    expect(duplicate).toMatchObject({ line: 4, column: 1 });
    expect(duplicate.message).toBe(
      `la clé ${q("title")} apparaît deux fois (déjà ligne 2) : gardez-en une seule (js-yaml : duplicated mapping key)`,
    );

    const inItem = diagnose(["title: Refonte", "links:", "  - id: 1", "    title: Accueil", "    id: 2"]);
    expect(inItem).toMatchObject({ line: 6, column: 5 });
    expect(inItem.message).toContain(`la clé ${q("id")} apparaît deux fois (déjà ligne 4)`);
  });

  it("falls back to a generic reason at js-yaml's mark, in file coordinates", () => {
    const other = diagnose(["title: Refonte", "slug: refonte", "summary: |court"]);
    expect(other).toMatchObject({ line: 4, column: 11 });
    expect(other.message).toBe(
      "le bloc frontmatter n’est pas du YAML valide (js-yaml : a line break is expected)",
    );

    expect(explainYamlError("---\ntitle: x\n---\n", new TypeError("boom"))).toEqual({
      line: 1,
      column: 1,
      message: "le bloc frontmatter n’est pas du YAML valide (js-yaml : boom)",
    });
  });
});
