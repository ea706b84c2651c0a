import { promises as fs } from "fs";
import * as path from "path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { dismissConsent, openPage, waitForHydration, type TestPage, type ViewportName } from "./support/pages";
import {
  CONTACT_BASE_URL as BASE,
  CONTACT_OUTBOX_DIR as outboxDir,
  CONTACT_RATE_LIMIT,
  CONTACT_SMTP_PORT as SMTP_PORT,
  ROOT,
} from "./support/servers";
import { startTestSmtp, type TestSmtp } from "./support/contact-smtp";
import { fetchRaw } from "../netlify/support";
import { fileOutboxStore, readOutbox, siteMailboxFrom } from "../../src/lib/contact/server";

/**
 * The contact form end to end: Chromium against the production build served by
 * `gatsby serve` (the `contact` server of playwright.config.ts), its Gatsby
 * Function included, delivering to a real SMTP server on the loopback interface
 * that this file starts on CONTACT_SMTP_PORT, and keeping each request in the
 * file outbox CONTACT_OUTBOX_DIR.
 *
 * The outbox outlives a run of this file (a retry, a worker restarted after a
 * failure, on the same server): every name sent carries this run's id, so that a
 * record is only ever found for the request this run sent.
 */
const RUN = Date.now().toString(36);
/** A name of this run (digits and letters: the name's rules only refuse markup). */
const named = (name: string) => `${name} ${RUN}`;

let smtp: TestSmtp | undefined;
let mailbox: string;

test.beforeAll(async () => {
  mailbox = siteMailboxFrom(await fs.readFile(path.join(ROOT, "content", "settings", "site.md"), "utf8")).email;
  smtp = await startTestSmtp(SMTP_PORT);
});

test.afterAll(async () => {
  await smtp?.close();
});

/** When the form appeared on the last page opened: a person takes longer than the spam trap's minimum. */
let shownAt = 0;
const MIN_SUBMIT_MS = 3000;

/** Waits, if the test typed faster than anyone could, until a person's time has passed. */
const likeAPerson = async (page: Page) => {
  const wait = shownAt + MIN_SUBMIT_MS + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
};

const open = async (browser: Browser, viewport: ViewportName): Promise<TestPage> => {
  const target = await openPage(browser, viewport);
  await target.page.goto(`${BASE}/accueil`, { waitUntil: "domcontentloaded" });
  await waitForHydration(target.page);
  await dismissConsent(target.page);
  await target.page.locator("#contact").scrollIntoViewIfNeeded();
  await target.page.getByTestId("contact-form").waitFor();
  shownAt = Date.now();
  return target;
};

const fields = (page: Page) => ({
  name: page.getByLabel("Nom complet", { exact: true }),
  company: page.getByLabel("Entreprise", { exact: true }),
  email: page.getByLabel("E-mail", { exact: true }),
  phone: page.getByLabel("Téléphone", { exact: true }),
  budget: page.getByRole("combobox", { name: "Budget estimé" }),
  details: page.getByLabel("Votre projet", { exact: true }),
  submit: page.getByRole("button", { name: /Envoyer ma demande|Envoi en cours/ }),
});

const fill = async (page: Page, name: string) => {
  const f = fields(page);
  await f.name.fill(name);
  await f.company.fill("Atelier Lumen");
  await f.email.fill("camille@atelier-lumen.fr");
  await f.phone.click();
  await f.phone.press("End");
  await f.phone.pressSequentially("612345678");
  await f.budget.click();
  await page.getByRole("option", { name: /^2.800.€/ }).click();
  await f.details.fill("Une boutique en ligne pour nos céramiques, avec retrait en atelier.");
};

const borderColor = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => getComputedStyle(element).borderTopColor);

/** The outbox's records of requests sent under `name` (this run's only). */
const recordsOf = async (name: string) =>
  (await readOutbox(outboxDir)).records.filter((record) => record.request.payload.username === name);

test.describe("a visitor sends a quote request", () => {
  test("reaches the mailbox by SMTP; the success toast shows and the fields clear (1280 px)", async ({ browser }) => {
    const name = named("Camille Martin");
    const { page, context, errors } = await open(browser, "desktop");
    const f = fields(page);
    await expect(f.submit).toBeDisabled();

    // Red while the e-mail is wrong, green once it is right.
    await f.email.fill("camille@atelier");
    await expect(f.email).toHaveCSS("border-top-color", "rgb(185, 28, 28)");
    expect(await borderColor(page, "E-mail")).toBe("rgb(185, 28, 28)");
    await f.email.fill("camille@atelier-lumen.fr");
    await expect(f.email).toHaveCSS("border-top-color", "rgb(21, 128, 61)");
    expect(await borderColor(page, "E-mail")).toBe("rgb(21, 128, 61)");

    await fill(page, name);
    await expect(f.submit).toBeEnabled();
    await likeAPerson(page);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/contact-us") && request.method() === "POST",
    );
    await f.submit.click();

    // The body the endpoint expects (src/lib/contact/payload.ts), key for key, with the company's
    // mailbox from the site facts, then the spam trap's two fields: the hidden field (empty) and
    // the time the visitor took.
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(Object.keys(body)).toEqual([
      "recipient",
      "subject",
      "customer_email",
      "content",
      "username",
      "companyName",
      "budget",
      "telephone",
      "countryCode",
      "prefix",
      "website",
      "elapsedMs",
    ]);
    expect(body.recipient).toBe(mailbox);
    expect(body.website).toBe("");
    expect(Number(body.elapsedMs)).toBeGreaterThanOrEqual(MIN_SUBMIT_MS);

    await page.getByText("email envoyé avec succès").waitFor();
    const mails = (await smtp!.waitForMails(1)).filter((mail) => mail.headers.subject?.startsWith(name));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.envelope.to).toEqual([mailbox]);
    expect(mail.headers["reply-to"]).toBe(`${name} <camille@atelier-lumen.fr>`);
    expect(mail.headers.subject).toBe(`${name} from contact us page`);
    expect(mail.text).toContain("Entreprise\u00a0: Atelier Lumen");
    expect(mail.text).toContain("Téléphone\u00a0: +33 6 12 34 56 78 (FR)");
    expect(mail.text).toContain("Budget estimé\u00a0: €2.8k-€10k");
    expect(mail.text).toContain("Plateforme\u00a0: Desktop");
    expect(mail.text).toContain("Une boutique en ligne pour nos céramiques, avec retrait en atelier.");

    await expect(f.name).toHaveValue("");
    await expect(f.company).toHaveValue("");
    await expect(f.email).toHaveValue("");
    await expect(f.phone).toHaveValue("+33");
    await expect(f.details).toHaveValue("");
    await expect.poll(() => f.budget.textContent()).toBe("Sélectionnez votre budget de projet");
    await expect(f.submit).toBeDisabled();

    expect((await recordsOf(name)).map((record) => record.delivered)).toEqual([true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a robot that fills the hidden field is told it succeeded, and nothing is mailed (1280 px)", async ({
    browser,
  }) => {
    const name = named("Robot Casino");
    const { page, context, errors } = await open(browser, "desktop");
    const trap = page.locator("#contact-website");
    // Out of sight, out of the Tab order, hidden from assistive technology.
    const box = await trap.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    expect(await trap.evaluate((element) => element.closest("[aria-hidden='true']") !== null)).toBe(true);

    const before = smtp!.mails.length;
    await fill(page, name);
    await trap.fill("https://casino.example");
    await likeAPerson(page);
    await fields(page).submit.click();
    await page.getByText("email envoyé avec succès").waitFor();
    await page.waitForTimeout(500);
    expect(smtp!.mails.length).toBe(before);

    // Kept apart, marked as spam: a false positive can still be found (npm run contact:outbox -- --spam).
    const { records } = await fileOutboxStore(outboxDir).read();
    const robots = records.filter((record) => record.request.payload.username === name);
    expect(robots).toHaveLength(1);
    expect(robots[0].request.spam).toEqual({ reason: "honeypot" });
    expect(robots[0].statuses).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("says it is sent when SMTP is down: the request waits in the outbox for the retry (375 px)", async ({
    browser,
  }) => {
    const name = named("Yasmine Alaoui");
    await smtp!.close();
    smtp = undefined;
    const { page, context } = await open(browser, "mobile");
    const f = fields(page);
    await fill(page, name);
    await likeAPerson(page);
    await f.submit.click();

    // Kept, so received (the scheduled retry mails it): told otherwise, the visitor would send it
    // again and the agency receive it twice. The same answer as without JavaScript (/merci).
    await page.getByText("email envoyé avec succès").waitFor();
    await expect(page.getByText("L’e-mail n’a pas été envoyé")).toHaveCount(0);
    await expect(f.name).toHaveValue("");
    await expect(f.details).toHaveValue("");

    const kept = await recordsOf(name);
    expect(kept).toHaveLength(1);
    expect(kept[0].delivered).toBe(false);
    expect(kept[0].statuses.map((status) => status.status)).toEqual(["failed"]);
    expect(kept[0].request.payload.content).toContain("Plateforme\u00a0: Mobile");
    await context.close();
  });

  test("keeps every field and shows the error toast when the request is refused (375 px)", async ({ browser }) => {
    const name = named("Hugo Bernard");
    const { page, context } = await open(browser, "mobile");
    // The endpoint's answer when the outbox cannot be written (its own tests play that failure:
    // __tests__/unit/contact-endpoint.test.ts), here without breaking the server's outbox.
    await page.route("**/api/contact-us", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ ok: false, error: "La demande n’a pas pu être enregistrée." }),
      }),
    );
    const f = fields(page);
    await fill(page, name);
    await likeAPerson(page);
    await f.submit.click();

    await page.getByText("L’e-mail n’a pas été envoyé").waitFor();
    await expect(f.name).toHaveValue(name);
    await expect(f.company).toHaveValue("Atelier Lumen");
    await expect(f.email).toHaveValue("camille@atelier-lumen.fr");
    await expect(f.phone).toHaveValue("+33 6 12 34 56 78");
    expect(await f.budget.textContent()).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");
    await expect(f.details).toHaveValue("Une boutique en ligne pour nos céramiques, avec retrait en atelier.");
    await expect(f.submit).toBeEnabled();
    await context.close();
  });
});

test.describe("the form loads in its own chunk", () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    test(`behind a placeholder of the same size (${viewport})`, async ({ browser }) => {
      const { page, context, errors } = await openPage(browser, viewport);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const requested: string[] = [];
      await page.route(/\/contact-form-[^/]*\.js$/, async (route) => {
        requested.push(route.request().url());
        await held;
        await route.continue();
      });
      await page.goto(`${BASE}/accueil`, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      await dismissConsent(page);
      await page.locator("#contact").scrollIntoViewIfNeeded();

      const slot = page.getByTestId("contact-form-slot");
      await page.getByTestId("contact-form-native").waitFor();
      await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await slot.boundingBox();
      release();
      await page.getByTestId("contact-form").waitFor();
      const after = await slot.boundingBox();
      expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("is not fetched before the visitor scrolls towards the contact block", async ({ browser }) => {
    const { page, context } = await openPage(browser, "desktop");
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/contact-form-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`${BASE}/accueil`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.waitForTimeout(3000);
    expect(chunks).toEqual([]);

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.getByTestId("contact-form").waitFor();
    expect(chunks).toHaveLength(1);
    await context.close();
  });

  test("is in the contact block of the portfolio page too", async ({ browser }) => {
    const { page, context, errors } = await openPage(browser, "mobile");
    await page.goto(`${BASE}/realisation`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await dismissConsent(page);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.locator("#contact").getByTestId("contact-form").waitFor();
    await expect(page.getByTestId("contact-form-native")).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("is not in the server-rendered HTML, which holds the native form", async () => {
    const html = await (await fetch(`${BASE}/accueil`)).text();
    expect(html).toContain('data-testid="contact-form-native"');
    // The chunk is only named in webpack's runtime map: no script or link loads it with the page.
    expect(html).not.toMatch(/(src|href)="\/contact-form-[0-9a-f]+\.js"/);
    // Nor is the phone input's style (with its flag sprite) inlined into the page.
    expect(html).not.toContain("react-tel-input");
  });

  test("brings the phone input's own stylesheet: the chosen country's flag is drawn from its sprite", async ({
    browser,
  }) => {
    const { page, context, errors } = await open(browser, "desktop");
    const flag = page.locator("#contact .selected-flag .flag");
    const drawn = await flag.evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, position: style.backgroundPosition, width: style.width };
    });
    // France, the default country: its place in react-phone-input-2's sprite, 16 px wide.
    expect(drawn).toEqual({
      image: expect.stringMatching(/^url\("data:image\/png;base64,/),
      position: "-48px -44px",
      width: "16px",
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The form as a visitor without JavaScript has it: the native form of the server HTML, posted by the browser. */
test.describe("without JavaScript", () => {
  test.beforeAll(async () => {
    // An earlier test stopped it to play an SMTP failure.
    smtp ??= await startTestSmtp(SMTP_PORT);
  });

  const openWithoutScripts = async (browser: Browser, viewport: ViewportName) => {
    const context = await browser.newContext({
      viewport: viewport === "mobile" ? { width: 375, height: 812 } : { width: 1280, height: 800 },
      javaScriptEnabled: false,
      locale: "fr-FR",
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/accueil#contact`, { waitUntil: "load" });
    const form = page.getByTestId("contact-form-native");
    await form.waitFor();
    return { context, page, form };
  };

  const fillNative = async (page: Page, name: string) => {
    await page.getByLabel("Nom complet", { exact: true }).fill(name);
    await page.getByLabel("Entreprise", { exact: true }).fill("Atelier Lumen");
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier-lumen.fr");
    await page.getByLabel("Pays du numéro de téléphone").selectOption("be");
    await page.getByLabel("Téléphone", { exact: true }).fill("0470 12 34 56");
    await page.getByLabel("Budget estimé").selectOption({ label: "2\u00a0800\u00a0€ – 10\u00a0000\u00a0€" });
    await page.getByLabel("Votre projet", { exact: true }).fill("Une boutique en ligne, envoyée sans JavaScript.");
  };

  for (const viewport of ["mobile", "desktop"] as const) {
    test(`${viewport}: a valid request reaches the confirmation page, is kept and is mailed`, async ({ browser }) => {
      const { context, page } = await openWithoutScripts(browser, viewport);
      const name = named(`Sans Script ${viewport}`);
      await fillNative(page, name);
      const mailsBefore = smtp!.mails.length;
      await Promise.all([
        page.waitForURL(/\/merci\/?$/),
        page.getByRole("button", { name: "Envoyer ma demande" }).click(),
      ]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Merci, votre demande est bien reçue");
      await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/accueil");
      const mails = await smtp!.waitForMails(mailsBefore + 1);
      const mail = mails.find((candidate) => candidate.headers.subject === `${name} from contact us page`);
      expect(mail?.envelope.to).toEqual([mailbox]);
      expect(mail?.text).toContain("+32 4 70 12 34 56 (BE)");
      // Without a viewport to read, the platform comes from the User-Agent: desktop Chromium's here.
      expect(mail?.text).toContain("Plateforme\u00a0: Desktop");
      expect(await recordsOf(name)).toHaveLength(1);
      await context.close();
    });
  }

  test("an invalid request shows each field's French message and keeps what was typed", async ({ browser }) => {
    const { context, page } = await openWithoutScripts(browser, "desktop");
    await fillNative(page, "Camille <Martin>");
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier");
    // The browser's own checks would stop this one; a browser without them (or a robot) sends it anyway.
    await page.evaluate(() => document.querySelector("form")?.setAttribute("novalidate", ""));
    await Promise.all([
      page.waitForURL(`${BASE}/api/contact-us`),
      page.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Votre demande n’est pas encore envoyée");
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toContain("E-mail\u00a0: Cet email n’est pas valide.");
    expect(await alert.textContent()).toContain(
      "Nom complet\u00a0: Ce champ ne peut pas contenir les caractères < ou >.",
    );
    await expect(page.getByLabel("Votre projet", { exact: true })).toHaveValue(
      "Une boutique en ligne, envoyée sans JavaScript.",
    );
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("camille@atelier");
    await expect(page.getByLabel("Budget estimé")).toHaveValue("€2.8k-€10k");
    await expect(page.getByLabel("Pays du numéro")).toHaveValue("be");

    // Corrected on that page, it goes through.
    const name = named("Camille Martin");
    await page.getByLabel("Nom complet", { exact: true }).fill(name);
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier-lumen.fr");
    await Promise.all([
      page.waitForURL(/\/merci\/?$/),
      page.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    await context.close();
  });

  test("the browser's own checks stop an empty form before it is sent", async ({ browser }) => {
    const { context, page } = await openWithoutScripts(browser, "mobile");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname.replace(/\/$/, "")).toBe("/accueil");
    expect(
      await page
        .getByLabel("Nom complet", { exact: true })
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    await context.close();
  });
});

test.describe("with JavaScript, the enhanced form taking over", () => {
  test("keeps what was typed before it loaded, and shifts nothing in the contact section", async ({ browser }) => {
    const { page, context, errors } = await openPage(browser, "mobile");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact-form-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: { value: number; inContact: boolean }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const inContact = entry.sources.some(
            (source) => !!source.node && !!document.getElementById("contact")?.contains(source.node),
          );
          shifts.push({ value: entry.value, inContact });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${BASE}/accueil`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await dismissConsent(page);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    const native = page.getByTestId("contact-form-native");
    await native.waitFor();
    await page.getByLabel("Nom complet", { exact: true }).fill("Camille Martin");
    await page.getByLabel("Budget estimé").selectOption("€10k-€100k");
    await page.getByLabel("Votre projet", { exact: true }).fill("Typé avant le chargement du formulaire.");
    release();
    await page.getByTestId("contact-form").waitFor();
    expect(await page.getByLabel("Nom complet", { exact: true }).inputValue()).toBe("Camille Martin");
    expect(await page.getByLabel("Votre projet", { exact: true }).inputValue()).toBe(
      "Typé avant le chargement du formulaire.",
    );
    expect(await page.getByRole("combobox", { name: "Budget estimé" }).textContent()).toMatch(/10.000.€ – 100.000.€/);
    await expect(page.getByLabel("Votre projet", { exact: true })).toBeFocused();
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; inContact: boolean }[] }).__shifts,
    );
    expect(shifts.filter((shift) => shift.inContact)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * One POST to the endpoint, sent from `from` (a loopback address): the limit counts per
 * address, and the browser's requests of this file come from 127.0.0.1.
 */
const postFrom = (from: string) =>
  fetchRaw("/api/contact-us", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
    from,
    base: BASE,
  });

test.describe("the endpoint", () => {
  test("answers with its security headers and remembers each address between requests (rate limit)", async () => {
    // An address of this run only: the server (and its count per address) outlives a run of this file.
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const from = `127.${octet()}.${octet()}.${octet()}`;
    const post = () => postFrom(from);
    const first = await post();
    expect(first.status).toBe(400);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect((JSON.parse(first.body) as { errors: Record<string, string> }).errors.username).toBe("Ce champ est requis.");

    // CONTACT_RATE_LIMIT is 50 for this server: the 51st request from this address is refused.
    expect(CONTACT_RATE_LIMIT).toBe(50);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 60 && !refused; i += 1) {
      const response = await post();
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
    expect(statuses.filter((status) => status === 400).length).toBeLessThan(CONTACT_RATE_LIMIT);
  });
});
