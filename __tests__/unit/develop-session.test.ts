/** @jest-environment node */
import { ContentSession, FALLBACK_FIELD } from "../../src/node/content/develop-session";
import type { ContentProblem } from "../../src/node/content/content-check";

const FILE = "content/projects/kids-care/index.md";
const nameMissing: ContentProblem = { file: FILE, field: "name", message: "est obligatoire et manque." };
const badImage: ContentProblem = { file: FILE, field: "image", message: "l’image « ./image.png » est illisible." };

const setUp = () => {
  const state = { files: [] as ContentProblem[], images: [] as ContentProblem[] };
  const printed: string[] = [];
  const session = new ContentSession(
    () => state.files,
    async () => state.images,
    { error: (text) => printed.push(text), success: (text) => printed.push(text) },
  );
  return { state, printed, session };
};

describe("the develop session", () => {
  it("prints a save's problems at once, in the build's words, and that none is left once fixed", async () => {
    const { state, printed, session } = setUp();
    await session.start();
    expect(printed).toEqual([]);
    state.files = [nameMissing];
    session.refresh();
    expect(session.hasProblems(FILE)).toBe(true);
    expect(session.lines()).toEqual([`${FILE} — champ « name » : est obligatoire et manque.`]);
    expect(printed.at(-1)).toContain(`  • ${FILE} — champ « name » : est obligatoire et manque.`);
    session.refresh();
    expect(printed).toHaveLength(1); // unchanged: not printed twice
    state.files = [];
    session.refresh();
    expect(session.hasProblems(FILE)).toBe(false);
    expect(printed.at(-1)).toBe("Contenu vérifié : aucune erreur, les pages montrent les fichiers tels qu’ils sont.");
  });

  it("adds the images' problems when their check ends, in the background", async () => {
    const { state, session } = setUp();
    await session.start();
    state.images = [badImage];
    session.refresh();
    expect(session.hasProblems(FILE)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(session.hasProblems(FILE)).toBe(true);
  });

  it("keeps a copy of each file's last good version, which a node made from it renders", () => {
    const { session } = setUp();
    const markdown = { id: "md-1", internal: { content: "## Le contexte" } };
    session.remember(FILE, { data: { name: "Kids Care" }, markdown });
    markdown.internal.content = "changé ensuite";
    expect(session.lastGood(FILE)?.data).toEqual({ name: "Kids Care" });
    expect(session.fallbackMarkdown({ [FALLBACK_FIELD]: FILE })).toEqual({ id: "md-1", internal: { content: "## Le contexte" } });
    expect(session.fallbackMarkdown({ name: "Kids Care" })).toBeUndefined();
  });
});
