/** @jest-environment node */
import { figuresOf, interactionTable, INTERACTION_BUDGET_MS, median } from "../../scripts/bench/interactions";

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
});
