import {
  LAID_OUT_ATTRIBUTE,
  RENDER_ALL_ATTRIBUTE,
  layOutAheadWhenIdle,
  renderBeforeAnchorClick,
} from "../../src/browser/render-all";

/**
 * Blocks laid out only near the viewport (src/styles/render-near.ts) are laid
 * out ahead, one per idle moment and frame, so that a jump to an anchor finds
 * the page laid out; a click on an anchor before that lays out everything.
 */
describe("laying out the page ahead of a jump", () => {
  let idle: Array<() => void>;
  let frames: Array<() => void>;

  beforeEach(() => {
    idle = [];
    frames = [];
    document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
    document.body.innerHTML = `
      <section id="a" data-render-near></section>
      <section id="b"></section>
      <section id="c" data-render-near></section>
      <footer id="d" data-render-near></footer>`;
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
    });
  });

  const laidOut = () => [...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id);
  /** The next idle moment, then the frame it asked for. */
  const nextIdle = () => {
    idle.shift()?.();
    frames.shift()?.();
  };

  it("lays out one block per idle moment, in the page's order, and only the blocks laid out near the viewport", () => {
    layOutAheadWhenIdle();
    expect(laidOut()).toEqual([]);
    nextIdle();
    expect(laidOut()).toEqual(["a"]);
    nextIdle();
    expect(laidOut()).toEqual(["a", "c"]);
    nextIdle();
    expect(laidOut()).toEqual(["a", "c", "d"]);
    nextIdle();
    expect(idle).toEqual([]);
  });

  it("stops once a jump has laid out everything", () => {
    layOutAheadWhenIdle();
    nextIdle();
    const link = document.createElement("a");
    link.href = "/accueil#contact";
    document.body.append(link);
    link.addEventListener("click", (event) => event.preventDefault());
    link.addEventListener("click", renderBeforeAnchorClick);
    link.click();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
    nextIdle();
    expect(laidOut()).toEqual(["a"]);
  });

  it("leaves the page as it is at a click on an anchor once every block is laid out", () => {
    layOutAheadWhenIdle();
    nextIdle();
    nextIdle();
    nextIdle();
    expect(laidOut()).toEqual(["a", "c", "d"]);
    const link = document.createElement("a");
    link.href = "/accueil#contact";
    document.body.append(link);
    link.addEventListener("click", (event) => event.preventDefault());
    link.addEventListener("click", renderBeforeAnchorClick);
    link.click();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });

  it("waits between blocks where the browser has no requestIdleCallback (Safari)", () => {
    jest.useFakeTimers({ doNotFake: ["requestAnimationFrame"] });
    try {
      Object.assign(window, { requestIdleCallback: undefined });
      layOutAheadWhenIdle();
      expect(laidOut()).toEqual([]);
      jest.advanceTimersByTime(100);
      expect(laidOut()).toEqual(["a"]);
      frames.shift()?.();
      jest.advanceTimersByTime(100);
      expect(laidOut()).toEqual(["a", "c"]);
    } finally {
      jest.useRealTimers();
    }
  });
});
