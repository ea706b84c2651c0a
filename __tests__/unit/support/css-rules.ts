/** Whether a selector matches; selectors jsdom cannot parse (::marker…) never do. */
const matches = (element: Element, selector: string): boolean => {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
};

/** The text of every style rule whose selector matches the element (styled-components injects real rules). */
export const rulesFor = (element: Element): string =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSStyleRule => "selectorText" in rule && matches(element, (rule as CSSStyleRule).selectorText),
    )
    .map((rule) => rule.cssText)
    .join("\n");
