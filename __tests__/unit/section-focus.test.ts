import { SECTION_FOCUS_ATTRIBUTE, focusSectionOnClick } from "../../src/browser/section-focus";

/**
 * A link to a section of the page moves the keyboard's place there (the browser test,
 * __tests__/e2e/section-focus.test.ts, follows it in Chromium); here, when: once the frame that
 * answers the click is painted, not within the click (docs/performance.md, « Interactions »).
 */
describe("the focus a link to a section moves", () => {
  let frames: Array<() => void>;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["requestAnimationFrame"] });
    frames = [];
    Object.assign(window, { requestAnimationFrame: (callback: () => void) => frames.push(callback) });
    document.body.innerHTML = `
      <a id="to-contact" href="/#contact">Contact</a>
      <a id="elsewhere" href="/mentions-legales#contact">Mentions</a>
      <section id="contact"><h2>Contact</h2></section>`;
  });
  afterEach(() => jest.useRealTimers());

  const click = (id: string) => {
    const link = document.getElementById(id) as HTMLAnchorElement;
    link.focus();
    link.addEventListener("click", (event) => event.preventDefault());
    link.addEventListener("click", focusSectionOnClick);
    link.click();
  };

  it("moves to the section after the next frame, not within the click", () => {
    click("to-contact");
    const section = document.getElementById("contact")!;
    expect(document.activeElement?.id).toBe("to-contact");
    expect(section.hasAttribute("tabindex")).toBe(false);
    frames.shift()?.();
    expect(document.activeElement?.id).toBe("to-contact");
    jest.runOnlyPendingTimers();
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute("tabindex")).toBe("-1");
    expect(section.hasAttribute(SECTION_FOCUS_ATTRIBUTE)).toBe(true);
  });

  it("waits for nothing when the link leads to another page", () => {
    click("elsewhere");
    expect(frames).toEqual([]);
    expect(document.activeElement?.id).toBe("elsewhere");
  });
});
