/** @jest-environment node */
import { kindOf, workBefore, workTable, type MainThreadTask } from "../../scripts/bench/main-thread";

const task = (name: string, group: string, startTime: number, endTime: number, selfTime: number): MainThreadTask => ({
  event: { name },
  group: { id: group },
  startTime,
  endTime,
  selfTime,
});

describe("the main thread's work before the largest paint", () => {
  it("sorts each task's own time by Lighthouse's group, HTML from CSS and style from layout by the event's name", () => {
    expect(kindOf(task("ParseHTML", "parseHTML", 0, 1, 1))).toBe("html");
    expect(kindOf(task("ParseAuthorStyleSheet", "parseHTML", 0, 1, 1))).toBe("css");
    expect(kindOf(task("UpdateLayoutTree", "styleLayout", 0, 1, 1))).toBe("style");
    expect(kindOf(task("Layout", "styleLayout", 0, 1, 1))).toBe("layout");
    expect(kindOf(task("Paint", "paintCompositeRender", 0, 1, 1))).toBe("paint");
    expect(kindOf(task("Commit", "other", 0, 1, 1))).toBe("paint");
    expect(kindOf(task("Layerize", "other", 0, 1, 1))).toBe("paint");
    expect(kindOf(task("EvaluateScript", "scriptEvaluation", 0, 1, 1))).toBe("script");
    expect(kindOf(task("v8.compile", "scriptParseCompile", 0, 1, 1))).toBe("script");
    expect(kindOf(task("MajorGC", "garbageCollection", 0, 1, 1))).toBe("script");
    expect(kindOf(task("RunTask", "other", 0, 1, 1))).toBe("other");
  });

  it("counts what starts before the paint, and a task across it for its share before it", () => {
    const work = workBefore(
      [
        task("RunTask", "other", 0, 100, 10),
        task("ParseHTML", "parseHTML", 0, 60, 60),
        task("UpdateLayoutTree", "styleLayout", 60, 80, 20),
        task("Layout", "styleLayout", 80, 120, 40), // half before 100
        task("Paint", "paintCompositeRender", 100, 110, 10), // at the paint: not before it
        task("EvaluateScript", "scriptEvaluation", 150, 200, 50),
      ],
      100,
    );
    expect(work).toEqual({ html: 60, css: 0, style: 20, layout: 20, paint: 0, script: 0, other: 10, total: 110 });
  });

  it("prints each page's medians, the total and the largest paint", () => {
    const runs = [
      workBefore([task("ParseHTML", "parseHTML", 0, 10, 10)], 100),
      workBefore([task("ParseHTML", "parseHTML", 0, 30, 30)], 100),
      workBefore([task("ParseHTML", "parseHTML", 0, 20, 20)], 100),
    ];
    const table = workTable([{ page: "/accueil", lcp: [900, 1100, 1000], work: runs }]);
    expect(table).toContain("médiane de 3");
    expect(table).toMatch(/page\s+HTML\s+CSS\s+styles\s+mise en page\s+peinture\s+script\s+autre\s+total\s+LCP/);
    expect(table).toMatch(/\/accueil\s+20\s+0\s+0\s+0\s+0\s+0\s+0\s+20\s+1000/);
  });
});
