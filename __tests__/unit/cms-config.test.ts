/** @jest-environment node */
/**
 * The CMS config is generated from the content model: every field of the model
 * is in the CMS with the same required flag and the same rule, and the CMS has
 * no field the model does not know. The CMS patterns refuse what the content
 * check refuses, with the check's message.
 */
import { buildCmsConfig, cleanEntryData, cmsField, type CmsCollection, type CmsField } from "../../src/cms/config";
import { CONTENT_KINDS, type FieldSpec } from "../../src/lib/content/content-model";
import { checkValue } from "../../src/node/content/content-check";
import { RULES } from "../../src/lib/content/content-rules";
import { lengthPattern } from "../../src/lib/content/field-types/field-type";
import { checkSiteFacts, SITE_STRING_FIELDS } from "../../src/node/content/site-facts";
import { ICON_NAMES } from "../../src/lib/icon-names";

const config = buildCmsConfig({
  siteUrl: "https://www.voltis-digital.fr",
  repo: "voltis/site",
  branch: "main",
  localBackendUrl: "http://localhost:8081/api/v1",
});

const collectionOf = (folder: string): CmsCollection => {
  const collection = config.collections.find((c) => c.name === folder);
  if (!collection) throw new Error(`no collection ${folder}`);
  return collection;
};
const fieldsOf = (collection: CmsCollection): CmsField[] => collection.fields ?? collection.files?.[0].fields ?? [];

/** The rule a model field must follow, as the check states it (null: no text rule). */
const expectedRule = (spec: FieldSpec): string | null =>
  spec.rule ??
  ({ slug: "slug", url: "url", email: "email", path: "path", youtube: "youtube", price: "price", date: "date" })[
    spec.type as string
  ] ?? null;

describe("CMS config generated from the content model", () => {
  it("is handed over whole: no config file, French, editorial workflow on GitHub through Netlify, preview links", () => {
    expect(config).toMatchObject({
      load_config_file: false,
      locale: "fr",
      publish_mode: "editorial_workflow",
      show_preview_links: true,
      site_url: "https://www.voltis-digital.fr",
      backend: { name: "github", repo: "voltis/site", branch: "main", base_url: "https://api.netlify.com" },
    });
    expect(JSON.stringify(config)).not.toMatch(/git-gateway|identity/i);
  });

  it("has one collection per kind of content, plus the company facts", () => {
    expect(config.collections.map((c) => c.name).sort()).toEqual(
      [...CONTENT_KINDS.map((k) => k.folder), "settings"].sort(),
    );
  });

  for (const kind of CONTENT_KINDS) {
    describe(kind.folder, () => {
      const collection = collectionOf(kind.folder);
      const fields = fieldsOf(collection);

      it("has every field of the model, with its label, hint, required flag and rule", () => {
        for (const spec of kind.fields) {
          const field = fields.find((f) => f.name === spec.name);
          expect({ field: spec.name, present: Boolean(field) }).toEqual({ field: spec.name, present: true });
          expect(field).toMatchObject({ label: spec.label, hint: spec.doc });
          // A price is required to be present, and null (empty in the CMS) is « Sur devis ».
          expect({ field: spec.name, required: field!.required }).toEqual({
            field: spec.name,
            required: spec.type === "price" ? false : spec.required,
          });
          const rule = expectedRule(spec);
          if (rule) {
            const { pattern, message } = RULES[rule as keyof typeof RULES];
            expect(field!.pattern?.[0]).toBe(pattern);
            expect(field!.pattern?.[1]).toBe(`${message}.`);
          } else if (spec.maxLength !== undefined || spec.minLength !== undefined) {
            // A length limit: the check's words, and the pattern takes what the check takes (field-types.test.ts).
            expect(field!.pattern).toEqual(lengthPattern(spec).pattern);
          } else {
            expect(field!.pattern).toBeUndefined();
          }
          if (spec.type === "icon") expect(field).toMatchObject({ widget: "select", options: ICON_NAMES });
          if (spec.type === "file") expect(field!.widget).toBe("image");
          if (spec.type === "integer") expect(field).toMatchObject({ widget: "number", value_type: "int" });
          if (spec.type === "date") expect(field!.widget).toBe("datetime");
          // A list asks for its least number of items (one unless the model says `minItems`).
          if (spec.type.startsWith("list<")) expect(field).toMatchObject({ min: spec.minItems ?? 1 });
          if (spec.type.startsWith("list<") && field!.widget !== "list") expect(field!.multiple).toBe(true);
        }
      });

      it("has no field the model does not know (the body apart)", () => {
        const known = new Set(kind.fields.map((f) => f.name));
        const extra = fields.filter((f) => !known.has(f.name)).map((f) => f.name);
        expect(extra).toEqual(kind.body === "unused" ? [] : ["body"]);
        const body = fields.find((f) => f.name === "body");
        if (body) {
          expect(body).toMatchObject({ widget: "markdown", modes: ["raw"], sanitize_preview: true });
          expect(body.required).toBe(kind.body === "required");
        }
      });
    });
  }

  it("offers a choice's values in a select, in the model's order, and nothing else", () => {
    const contract: FieldSpec = {
      name: "contract",
      label: "Contrat",
      type: "choice",
      choices: ["CDI", "CDD", "Stage", "Freelance"],
      required: true,
      doc: "Type de contrat.",
      example: "CDI",
    };
    const field = cmsField(contract);
    expect(field).toMatchObject({ widget: "select", options: ["CDI", "CDD", "Stage", "Freelance"], required: true });
    expect(field.pattern).toBeUndefined();
    // Every value the select offers is one the check takes.
    for (const option of field.options!) expect(checkValue(contract, option, "/tmp/x.md")).toBeNull();
  });

  it("stops on a field of the model it has no widget for, naming the field", () => {
    const colour = { name: "colour", label: "Couleur", type: "sans-module", required: true, doc: "", example: "" };
    expect(() => cmsField(colour as unknown as FieldSpec)).toThrow(
      "Champ « colour » : le type « sans-module » n’a pas d’équivalent dans le CMS.",
    );
  });

  it("keeps a project in its own folder with its images beside index.md, previewed at /projet/<slug>", () => {
    expect(collectionOf("projects")).toMatchObject({
      folder: "content/projects",
      path: "{{slug}}/index",
      slug: "{{fields.slug}}",
      media_folder: "",
      public_folder: "",
      preview_path: "projet/{{fields.slug}}",
      create: true,
    });
    for (const collection of config.collections) expect(collection.preview_path).toEqual(expect.any(String));
  });

  it("does not let a writer add or delete entries whose number the site fixes", () => {
    for (const kind of CONTENT_KINDS.filter((k) => k.expectedCount !== undefined && k.expectedCount > 1)) {
      expect(collectionOf(kind.folder)).toMatchObject({ create: false, delete: false });
    }
  });

  it("edits the company facts with the rules of their check", () => {
    const fields = fieldsOf(collectionOf("settings"));
    for (const name of [...SITE_STRING_FIELDS, "address", "host", "social"]) {
      expect(fields.find((f) => f.name === name)).toMatchObject({ required: true });
    }
    expect(fields.map((f) => f.name).sort()).toEqual([...SITE_STRING_FIELDS, "address", "host", "social"].sort());
    const phone = fields.find((f) => f.name === "phone")!;
    const refused = checkSiteFacts({ phone: "01 39 14 52 80" }).find((p) => p.field === "phone")!;
    expect(new RegExp(phone.pattern![0]).test("01 39 14 52 80")).toBe(false);
    expect(phone.pattern![1]).toBe(refused.message);
  });
});

describe("the CMS refuses exactly what the content check refuses", () => {
  /** Values a writer might type, good and bad, per field type. */
  const samples: Record<string, string[]> = {
    slug: ["mon-projet", "politique-Confidentialite", "Mon projet", "projet--x", "projét", "-a"],
    url: [
      "https://www.kidscare-app.fr",
      "http://exemple.fr/page?x=1#a",
      "www.kidscare.fr",
      "https://localhost",
      "htps://a.fr",
      "https://a.fr/ espace",
    ],
    path: ["/accueil", "/accueil#contact", "accueil", "/accueil#1", "https://a.fr"],
    youtube: [
      "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E",
      "https://www.youtube.com/embed/abcdef?start=3",
      "https://youtu.be/Vt4mR8nZc1E",
      "https://www.youtube.com/watch?v=Vt4mR8nZc1E",
    ],
    date: ["2025-09-24", "24/09/2025", "2025-9-24"],
  };
  const specOfType = (type: string): FieldSpec =>
    CONTENT_KINDS.flatMap((k) => k.fields).find((f) => f.type === type) ??
    ({ name: type, label: type, type, required: true, doc: "", example: "" } as FieldSpec);

  for (const [type, values] of Object.entries(samples)) {
    it(`${type}: same verdict, same words`, () => {
      const spec = specOfType(type);
      const [pattern, message] = cmsField(spec).pattern!;
      for (const value of values) {
        const checkMessage = checkValue(spec, value, "/tmp/x.md");
        expect({ value, cmsAccepts: new RegExp(pattern).test(value) }).toEqual({
          value,
          cmsAccepts: checkMessage === null,
        });
        if (checkMessage) expect(checkMessage).toContain(message.slice(0, -1));
      }
    });
  }

  it("price: a whole number of euros above zero; empty is « Sur devis »", () => {
    const spec = specOfType("price");
    const [pattern] = cmsField(spec).pattern!;
    for (const value of [1400, 1, 0, -5, 12.5]) {
      expect({ value, cms: new RegExp(pattern).test(String(value)) }).toEqual({
        value,
        cms: checkValue(spec, value, "/tmp/x.md") === null,
      });
    }
    expect(checkValue(spec, null, "/tmp/x.md")).toBeNull();
    expect(cleanEntryData("offers", { id: 3, price: "" })).toEqual({ id: 3, price: null });
  });
});

describe("cleanEntryData (what the CMS writes)", () => {
  it("leaves out optional fields the writer left empty, keeps required ones and unknown keys", () => {
    expect(
      cleanEntryData("projects", {
        id: 8,
        slug: "atelier",
        client: "",
        year: "",
        thumbnail_image: null,
        youtubeLink_embeded: "",
        draft: false,
        name: "",
        body: "Texte",
      }),
    ).toEqual({ id: 8, slug: "atelier", draft: false, name: "", body: "Texte" });
  });
});
