import { expect, test, type Page } from "@playwright/test";
import type { ValidationError } from "yup";
import { MESSAGES } from "../../src/lib/contact";
import {
  CONTACT_FIELDS,
  EMPTY_FORM,
  fieldId,
  fieldInSentence,
  messageId,
  type ContactField,
} from "../../src/lib/contact/form-definition";
import { contactFormSchema } from "../../src/lib/contact/schema";
import { dismissConsent, openPage, VIEWPORT_NAMES, waitForHydration } from "./support/pages";
import { CONTACT_BASE_URL as BASE } from "./support/servers";

/**
 * The quote form as a screen reader gets it: Chromium's accessibility tree (CDP
 * `Accessibility.getFullAXTree`), at 375 px and 1280 px, on the enhanced form of the
 * production build (the `contact` server of playwright.config.ts).
 *
 * - every field the form refuses left empty, with « Ce champ est requis. », is required in the
 *   tree before anything is typed (the fields come from the form's rules, not from a list here);
 * - the budget is a combobox;
 * - the disabled send button's description names what is left, and shrinks as fields are filled.
 */

/** The fields the form's rules refuse when left empty with « Ce champ est requis. ». */
const fieldsRefusedWhenEmpty = async (): Promise<ContactField[]> => {
  const errors = await contactFormSchema
    .validate(EMPTY_FORM, { abortEarly: false })
    .then(() => [] as ValidationError[])
    .catch((error: ValidationError) => error.inner);
  const refused = new Set(errors.filter((error) => error.message === MESSAGES.required).map((error) => error.path));
  return CONTACT_FIELDS.filter((field) => refused.has(field.name));
};

interface AxControl {
  role: string;
  name: string;
  description: string;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
}

/** The accessibility tree's node of each element `selectors` name, read from the full tree. */
const readTree = async (page: Page, selectors: string[]): Promise<AxControl[]> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    const backendIds: number[] = [];
    for (const selector of selectors) {
      const { result } = await cdp.send("Runtime.evaluate", {
        expression: `document.querySelector(${JSON.stringify(selector)})`,
      });
      if (!result.objectId) throw new Error(`Aucun élément pour ${selector}`);
      const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId });
      backendIds.push(node.backendNodeId);
    }
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return backendIds.map((backendId, index) => {
      const node = nodes.find((candidate) => candidate.backendDOMNodeId === backendId && !candidate.ignored);
      if (!node) throw new Error(`${selectors[index]} n’est pas dans l’arbre d’accessibilité`);
      const property = (name: string) => node.properties?.find((candidate) => candidate.name === name)?.value.value;
      return {
        role: String(node.role?.value ?? ""),
        name: String(node.name?.value ?? ""),
        description: String(node.description?.value ?? ""),
        required: property("required") === true,
        disabled: property("disabled") === true,
        invalid: ![undefined, "false"].includes(property("invalid") as string | undefined),
      };
    });
  } finally {
    await cdp.detach();
  }
};

const SUBMIT = '[data-testid="contact-form"] button[type="submit"]';
const submitInTree = async (page: Page) => (await readTree(page, [SUBMIT]))[0];

/** Fills a field with a valid value, as a visitor would, by its kind. */
const fill = async (page: Page, field: ContactField) => {
  const control = page.locator(`#${fieldId(field.name)}`);
  switch (field.kind) {
    case "text":
      await control.fill(field.type === "email" ? "camille@atelier-lumen.fr" : "Camille Martin");
      break;
    case "long-text":
      await control.fill("Une boutique en ligne pour nos céramiques.");
      break;
    case "phone":
      await control.click();
      await control.press("End");
      await control.pressSequentially("612345678");
      break;
    case "choice":
      await control.click();
      await page.getByRole("option").first().click();
      break;
  }
};

for (const viewport of VIEWPORT_NAMES) {
  test.describe(`at the ${viewport} width`, () => {
    test("every field refused when empty is required in the tree before any input; the budget is a combobox", async ({
      browser,
    }) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${BASE}/accueil`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await dismissConsent(page);
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await page.getByTestId("contact-form").waitFor();

      const refused = await fieldsRefusedWhenEmpty();
      expect(refused.length).toBeGreaterThan(0);
      const selectors = refused.map((field) => `[data-testid="contact-form"] #${fieldId(field.name)}`);
      const controls = await readTree(page, selectors);
      expect(
        controls.map((control, index) => ({
          field: refused[index].name,
          required: control.required,
          invalid: control.invalid,
        })),
      ).toEqual(refused.map((field) => ({ field: field.name, required: true, invalid: false })));
      // Each is named by its label.
      expect(controls.map((control) => control.name)).toEqual(refused.map((field) => field.label));
      // A choice of the definition is drawn as a combobox (the budget), not a button.
      for (const [index, field] of refused.entries()) {
        if (field.kind === "choice") expect([field.name, controls[index].role]).toEqual([field.name, "combobox"]);
      }
      expect(refused.some((field) => field.kind === "choice")).toBe(true);

      // And the form does refuse each of them left empty, with that message.
      for (const field of refused) {
        const control = page.locator(`#${fieldId(field.name)}`);
        await control.focus();
        await control.blur();
        await expect(page.locator(`#${messageId(field.name)}`)).toHaveText(MESSAGES.required);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    test("the disabled send button's description names what is left, and shrinks as fields are filled", async ({
      browser,
    }) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${BASE}/accueil`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await dismissConsent(page);
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await page.getByTestId("contact-form").waitFor();

      const required = CONTACT_FIELDS.filter((field) => field.required);
      const named = (description: string) =>
        required.filter((field) => description.includes(fieldInSentence(field))).map((field) => field.name);

      const first = await submitInTree(page);
      expect(first.disabled).toBe(true);
      expect(first.description).toMatch(/^Il reste à remplir\u00a0: .+\.$/);
      expect(named(first.description)).toEqual(required.map((field) => field.name));
      // It is the line on screen under the button, a polite live region.
      const line = page.locator(`#${await page.locator(SUBMIT).getAttribute("aria-describedby")}`);
      await expect(line).toBeVisible();
      await expect(line).toHaveText(first.description);
      await expect(line).toHaveAttribute("aria-live", "polite");

      let left = required;
      let previous = first.description;
      for (const field of required.slice(0, -1)) {
        await fill(page, field);
        left = left.filter((candidate) => candidate !== field);
        await expect
          .poll(async () => named((await submitInTree(page)).description))
          .toEqual(left.map((candidate) => candidate.name));
        const now = await submitInTree(page);
        expect(now.disabled).toBe(true);
        expect(now.description.length).toBeLessThan(previous.length);
        previous = now.description;
      }

      // The last one filled: the button is enabled and describes nothing any more.
      await fill(page, required[required.length - 1]);
      await expect.poll(async () => (await submitInTree(page)).disabled).toBe(false);
      expect((await submitInTree(page)).description).toBe("");
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
