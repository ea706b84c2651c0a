/** @jest-environment node */
import {
  figuresOf,
  interactionTable,
  INTERACTION_BUDGET_MS,
  median,
  missedBudget,
  referenceFiguresOf,
  STARTER_OPEN_POST,
} from "../../scripts/bench/interactions";

describe("the interactions bench's verdict", () => {
  it("holds each interaction's median of its runs to the budget", () => {
    const figures = figuresOf(
      new Map([
        ["menu : ouvrir", [112, 96, 104]],
        ["menu : fermer", [40, 48, 40]],
      ]),
    );
    expect(figures).toEqual([
      { name: "menu : ouvrir", runs: [112, 96, 104], median: 104, withinBudget: false },
      { name: "menu : fermer", runs: [40, 48, 40], median: 40, withinBudget: true },
    ]);
    expect(INTERACTION_BUDGET_MS).toBe(100);
    expect(figuresOf(new Map([["x", [100, 100, 300]]]))[0].withinBudget).toBe(true);
  });

  it("takes the lower middle value of an even count, so one slow pass is not enough to miss", () => {
    expect(median([80, 120])).toBe(80);
    expect(median([3, 1, 2])).toBe(2);
  });

  it("prints every interaction with its median, its runs and a mark for a missed budget", () => {
    const table = interactionTable(figuresOf(new Map([["menu : lien vers #contact", [152, 168, 184]]])));
    expect(table).toContain("budget 100 ms");
    expect(table).toMatch(/menu : lien vers #contact\s+168 ms\s+✗\s+\(152, 168, 184\)/);
  });

  it("marks the official starter's figures as a reference, never counted as a missed budget", () => {
    const site = figuresOf(
      new Map([
        ["menu : ouvrir", [112, 96, 104]],
        ["menu : fermer", [40, 48, 40]],
      ]),
    );
    const starter = referenceFiguresOf(new Map([[STARTER_OPEN_POST, [120, 140, 130]]]));
    expect(starter).toEqual([
      { name: STARTER_OPEN_POST, runs: [120, 140, 130], median: 130, withinBudget: false, reference: true },
    ]);
    expect(missedBudget([...site, ...starter]).map((figure) => figure.name)).toEqual(["menu : ouvrir"]);
    expect(missedBudget(starter)).toEqual([]);
  });

  it("prints the starter's row in the same table, without the missed mark, as a reference", () => {
    const table = interactionTable([
      ...figuresOf(new Map([["réalisations : ouvrir un projet", [60, 64, 56]]])),
      ...referenceFiguresOf(new Map([[STARTER_OPEN_POST, [120, 140, 130]]])),
    ]);
    const [, site, starter] = table.split("\n");
    expect(site).toMatch(/réalisations : ouvrir un projet\s+60 ms\s+\(60, 64, 56\)$/);
    expect(starter).toMatch(
      /^ {2}starter\u00a0: ouvrir un article\s+130 ms\s+\(120, 140, 130\) {2}référence, hors budget$/,
    );
    expect(starter).not.toContain("✗");
  });
});
