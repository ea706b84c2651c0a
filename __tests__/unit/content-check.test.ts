/** @jest-environment node */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { checkContent, checkKind, formatProblem, readKind } from "../../src/node/content/content-check";
import { CONTENT_KINDS, FIELD_TYPES, kindByFolder, type FieldSpec } from "../../src/lib/content/content-model";

/** A throwaway project root with a content/ folder a test fills file by file. */
const makeRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  const write = (relative: string, text: string) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  return { root, write };
};

const projectFile = (overrides: Record<string, string> = {}, body = "## Le contexte\n\nUne histoire.\n") => {
  const fields: Record<string, string> = {
    id: "1",
    slug: "mon-projet",
    name: "Mon projet",
    title: "Un titre de projet",
    image: "./image.png",
    icon: "./icon.svg",
    isReverse: "false",
    isAvailable: "true",
    tags: "\n  - { id: 1, name: Site vitrine }",
    websiteLink: "https://www.exemple.fr",
    ...overrides,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "__omit__")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
};

const projectsOnly = (root: string) => {
  const kind = kindByFolder("projects")!;
  const { files, problems } = readKind(path.join(root, "content"), kind, root);
  return [...problems, ...checkKind(kind, files)];
};

const withImages = (write: (p: string, t: string) => void, folder = "content/projects/mon-projet") => {
  write(`${folder}/image.png`, "png");
  write(`${folder}/icon.svg`, "<svg/>");
};

describe("content check", () => {
  it("accepts a complete project", () => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", projectFile());
    withImages(write);
    expect(projectsOnly(root)).toEqual([]);
  });

  it.each([
    ["a missing required field", { name: "__omit__" }, "name", "est obligatoire et manque."],
    ["a malformed URL", { websiteLink: "www.exemple.fr" }, "websiteLink", "doit être une adresse web complète"],
    ["a URL that is not http(s)", { websiteLink: "javascript:alert(1)" }, "websiteLink", "doit être une adresse web complète"],
    ["a boolean written as text", { isReverse: "oui" }, "isReverse", "doit valoir true ou false"],
    ["an id that is not a whole number", { id: "un" }, "id", "doit être un nombre entier"],
    ["a slug with accents or spaces", { slug: "mon projet éclair" }, "slug", "mots en minuscules sans accents séparés par des tirets"],
    ["an image path that does not exist", { image: "./absente.png" }, "image", "l’image « ./absente.png » n’existe pas"],
    ["tags without names", { tags: "\n  - { id: 1 }" }, "tags", "chaque étiquette doit avoir un `id`"],
    ["a YouTube link that is not an embed URL", { youtubeLink_embeded: "https://youtu.be/abc" }, "youtubeLink_embeded", "adresse d’intégration YouTube"],
    ["a field the model does not know", { colour: "bleu" }, "colour", "n’est pas un champ connu"],
    ["a tag key the model does not know", { tags: "\n  - { id: 1, name: Site vitrine, colour: bleu }" }, "tags", "l’élément n° 1 a une clé « colour » que le site ne connaît pas (clés possibles : id, name)."],
  ])("names the file and field for %s", (_label, overrides, field, message) => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", projectFile(overrides));
    withImages(write);
    const problems = projectsOnly(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: path.join("content", "projects", "mon-projet", "index.md"), field });
    expect(problems[0].message).toContain(message);
  });

  it("reports broken YAML with the file, the frontmatter and the line", () => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", "---\nid: 1\nname: [non fermé\nslug: x\n---\nTexte\n");
    const problems = projectsOnly(root);
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0])).toMatch(
      /^content\/projects\/mon-projet\/index\.md, ligne 3, colonne 7 — champ « frontmatter » : la valeur de « name » commence par « \[ »/,
    );
  });

  it("reports a file without frontmatter", () => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", "Juste du texte.\n");
    expect(projectsOnly(root)).toEqual([
      expect.objectContaining({ field: "frontmatter", message: expect.stringContaining("doit commencer par un bloc frontmatter") }),
    ]);
  });

  it("reports an empty body where the body is the text of the page", () => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", projectFile({}, "\n"));
    withImages(write);
    expect(projectsOnly(root)).toEqual([expect.objectContaining({ field: "body", message: expect.stringContaining("vide") })]);
  });

  it("reports a duplicate slug and a duplicate id, naming the file that had it first", () => {
    const { root, write } = makeRoot();
    write("content/projects/a/index.md", projectFile({ id: "1", slug: "meme-slug" }));
    write("content/projects/b/index.md", projectFile({ id: "1", slug: "meme-slug" }));
    withImages(write, "content/projects/a");
    withImages(write, "content/projects/b");
    const problems = projectsOnly(root).map(formatProblem);
    expect(problems).toEqual([
      "content/projects/b/index.md — champ « id » : la valeur 1 est déjà prise par content/projects/a/index.md.",
      "content/projects/b/index.md — champ « slug » : la valeur « meme-slug » est déjà prise par content/projects/a/index.md.",
    ]);
  });

  it("reports a price that is not a whole number of euros, and accepts null for « Sur devis »", () => {
    const kind = kindByFolder("offers")!;
    const offer = (id: number, price: unknown) => ({
      file: `content/offers/${id}.md`,
      absolutePath: `/tmp/${id}.md`,
      body: "",
      data: {
        id,
        website: `Offre ${id}`,
        label_price: "À partir de",
        price,
        desc: "Une offre.",
        button: "Demander un devis",
        icon: "layout",
        benefits: ["Un avantage"],
      },
    });
    const problems = checkKind(kind, [offer(1, 1400), offer(2, null), offer(3, "1 400 €"), offer(4, -5)]);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/offers\/3\.md — champ « price » : doit être un prix en euros/),
      expect.stringMatching(/^content\/offers\/4\.md — champ « price » : doit être un prix en euros/),
    ]);
  });

  it("reports an icon name the site cannot draw", () => {
    const kind = kindByFolder("stats")!;
    const problems = checkKind(kind, [
      { file: "s.md", absolutePath: "/tmp/s.md", body: "", data: { id: 1, value: "+10", title: "ans", icon: "fusee" } },
      { file: "t.md", absolutePath: "/tmp/t.md", body: "", data: { id: 2, value: "+48", title: "projets", icon: "calendar" } },
      { file: "u.md", absolutePath: "/tmp/u.md", body: "", data: { id: 3, value: "+20", title: "clients", icon: "users" } },
    ]);
    expect(problems).toEqual([expect.objectContaining({ file: "s.md", field: "icon", message: expect.stringContaining("« fusee »") })]);
  });

  it("reports a company fact token the site does not know", () => {
    const kind = kindByFolder("projects")!;
    const problems = checkKind(
      kind,
      [{ file: "p.md", absolutePath: "/tmp/p.md", body: "Écrivez à {{mail}}.", data: {} }],
      { email: "contact@exemple.fr" },
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "p.md", field: "body", message: expect.stringContaining("{{mail}} n’est pas un fait connu") }),
    );
  });

  it("names the file and field for a frontmatter key the model does not know, in full", () => {
    const { root, write } = makeRoot();
    write("content/projects/mon-projet/index.md", projectFile({ colour: "bleu" }));
    withImages(write);
    expect(projectsOnly(root).map(formatProblem)).toEqual([
      "content/projects/mon-projet/index.md — champ « colour » : n’est pas un champ connu pour ce type de contenu (champs possibles : id, slug, name, title, client, year, image, thumbnail_image, icon, iconPage, isReverse, isAvailable, tags, websiteLink, youtubeLink_embeded, draft).",
    ]);
  });

  it("reports a key of a navigation link the model does not know", () => {
    const kind = kindByFolder("navigation")!;
    const links = [{ id: 1, title: "Accueil", link: "/accueil" }];
    const problems = checkKind(kind, [
      {
        file: "content/navigation/index.md",
        absolutePath: "/tmp/index.md",
        body: "",
        data: { header: links, footerSections: [...links, { id: 2, title: "Blog", link: "/blog", target: "_blank" }], footerPages: links },
      },
    ]);
    expect(problems.map(formatProblem)).toEqual([
      "content/navigation/index.md — champ « footerSections » : l’élément n° 2 a une clé « target » que le site ne connaît pas (clés possibles : id, title, link).",
    ]);
  });

  it("reports a field of the model whose type it does not know, naming the model, the kind and the field", () => {
    const kind = kindByFolder("stats")!;
    const colour = { name: "colour", label: "Couleur", type: "sans-module", required: true, doc: "", example: "" };
    const file = { file: "s.md", absolutePath: "/tmp/s.md", body: "", data: { id: 1, value: "+10", title: "ans", icon: "calendar", colour: "bleu" } };
    const problems = checkKind({ ...kind, expectedCount: 1, fields: [...kind.fields, colour as never] }, [file]);
    expect(problems.map(formatProblem)).toEqual([
      `src/lib/content/content-model.ts — champ « colour » : « stats » : le type « sans-module » n’est pas un type de champ connu (${FIELD_TYPES.join(", ")}).`,
    ]);
  });

  describe("a choice among fixed values", () => {
    const contract: FieldSpec = {
      name: "contract",
      label: "Contrat",
      type: "choice",
      choices: ["CDI", "CDD", "Stage", "Freelance", "Temps partiel"],
      required: true,
      doc: "",
      example: "CDI",
    };
    const kind = { ...kindByFolder("stats")!, expectedCount: undefined, fields: [contract] };
    const check = (value: unknown) =>
      checkKind(kind, [{ file: "content/stats/a.md", absolutePath: "/tmp/a.md", body: "", data: { contract: value } }]).map(
        formatProblem,
      );

    it("takes each of its values, written as the model writes them", () => {
      for (const value of contract.choices!) expect(check(value)).toEqual([]);
    });

    it.each([
      ["another value", "Intérim", "« Intérim »"],
      ["a value in another case", "cdi", "« cdi »"],
      ["a value with a space around it", "CDI ", "« CDI  »"],
      ["a number", 35, "35"],
      ["a list", ["CDI"], '["CDI"]'],
    ])("refuses %s, in French, naming the file, the field and every allowed value", (_label, value, shown) => {
      expect(check(value)).toEqual([
        `content/stats/a.md — champ « contract » : doit être l’une des valeurs possibles (CDI, CDD, Stage, Freelance, Temps partiel), trouvé ${shown}.`,
      ]);
    });

    it("is a mistake in the model when it gives no value, named once", () => {
      const problems = checkKind({ ...kind, fields: [{ ...contract, choices: [] }] }, [
        { file: "content/stats/a.md", absolutePath: "/tmp/a.md", body: "", data: { contract: "CDI" } },
      ]);
      expect(problems.map(formatProblem)).toEqual([
        "src/lib/content/content-model.ts — champ « contract » : « stats » : un champ de type « choice » donne ses valeurs possibles (choices), au moins une.",
      ]);
    });
  });

  it("reports a folder with the wrong number of files", () => {
    const kind = kindByFolder("process")!;
    expect(checkKind(kind, [])).toEqual([
      { file: "content/process/", field: "fichier", message: "4 fichier(s) attendu(s), 0 trouvé(s)." },
    ]);
  });

  it("gives writers every problem at once, across files and kinds", () => {
    const { root, write } = makeRoot();
    write("content/settings/site.md", "---\nname: Agence\nemail: a@b.fr\n---\n");
    write("content/projects/a/index.md", projectFile({ slug: "a", websiteLink: "pas-une-url" }));
    write("content/projects/b/index.md", projectFile({ id: "2", slug: "b", image: "./manque.png" }));
    withImages(write, "content/projects/a");
    write("content/projects/b/icon.svg", "<svg/>");
    const problems = checkContent(path.join(root, "content"), root).map(formatProblem);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("content/projects/a/index.md — champ « websiteLink »"),
        expect.stringContaining("content/projects/b/index.md — champ « image »"),
        expect.stringContaining("content/legal/ — champ « fichier » : 5 fichier(s) attendu(s), 0 trouvé(s)."),
        expect.stringContaining("content/services/ — champ « fichier » : 8 fichier(s) attendu(s)"),
      ]),
    );
  });

  it("passes on the real content of the site", () => {
    const root = path.resolve(__dirname, "../..");
    expect(checkContent(path.join(root, "content"), root).map(formatProblem)).toEqual([]);
  });

  it("knows every folder of content/", () => {
    const root = path.resolve(__dirname, "../../content");
    const folders = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "settings")
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(CONTENT_KINDS.map((kind) => kind.folder).sort());
  });
});
