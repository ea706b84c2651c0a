import { spawn, type ChildProcess } from "child_process";
import { promises as fs } from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { dismissConsent, openPage, waitForHydration, type TestPage, type ViewportName } from "./support/pages";
import { ROOT } from "./support/server";
import { startTestSmtp, type TestSmtp } from "./support/contact-smtp";
import { fileOutboxStore, readOutbox, siteMailboxFrom } from "../../src/lib/contact/server";

/**
 * The contact form end to end: Chromium against the production build served by
 * `gatsby serve`, its Gatsby Function included, delivering to a real SMTP server
 * on the loopback interface. This file starts its own `gatsby serve` (the shared
 * one has no SMTP_URL) with the function's settings in its environment.
 */
jest.setTimeout(120_000);

const PORT = Number(process.env.CONTACT_E2E_PORT ?? 9503);
const SMTP_PORT = Number(process.env.CONTACT_E2E_SMTP_PORT ?? 2527);
const BASE = `http://127.0.0.1:${PORT}`;

let browser: Browser;
let smtp: TestSmtp | undefined;
let server: ChildProcess;
let outboxDir: string;
let mailbox: string;

const waitFor = async (url: string, timeoutMs: number) => {
  const started = Date.now();
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      http.get(url, (res) => (res.resume(), resolve(true))).on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} ne répond pas.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

beforeAll(async () => {
  mailbox = siteMailboxFrom(await fs.readFile(path.join(ROOT, "content", "settings", "site.md"), "utf8")).email;
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "contact-e2e-outbox-"));
  smtp = await startTestSmtp(SMTP_PORT);
  server = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", "--port", String(PORT), "--host", "127.0.0.1"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        SMTP_URL: smtp.url,
        CONTACT_OUTBOX_DIR: outboxDir,
        CONTACT_RATE_LIMIT: "50",
        CONTACT_RECIPIENT: "",
      },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    },
  );
  server.stderr?.on("data", () => undefined);
  await waitFor(`${BASE}/accueil`, 60_000);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  }
  await smtp?.close();
  await fs.rm(outboxDir, { recursive: true, force: true });
});

/** When the form appeared on the last page opened: a person takes longer than the spam trap's minimum. */
let shownAt = 0;
const MIN_SUBMIT_MS = 3000;

/** Waits, if the test typed faster than anyone could, until a person's time has passed. */
const likeAPerson = async (page: Page) => {
  const wait = shownAt + MIN_SUBMIT_MS + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
};

const open = async (viewport: ViewportName): Promise<TestPage> => {
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
  budget: page.getByRole("button", { name: /Budget estimé/ }),
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

/** Waits until `read()` gives `expected` (or fails with the last value). */
const until = async <T>(
  read: () => Promise<T> | T,
  expected: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (expected(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const is =
  <T>(expected: T) =>
  (value: T) =>
    value === expected;

const borderColor = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => getComputedStyle(element).borderTopColor);

describe("a visitor sends a quote request", () => {
  it("reaches the mailbox by SMTP; the success toast shows and the fields clear (1280 px)", async () => {
    const { page, context, errors } = await open("desktop");
    const f = fields(page);
    await expect(f.submit.isDisabled()).resolves.toBe(true);

    // Red while the e-mail is wrong, green once it is right.
    await f.email.fill("camille@atelier");
    expect(await until(() => borderColor(page, "E-mail"), is("rgb(185, 28, 28)"))).toBe("rgb(185, 28, 28)");
    await f.email.fill("camille@atelier-lumen.fr");
    expect(await until(() => borderColor(page, "E-mail"), is("rgb(21, 128, 61)"))).toBe("rgb(21, 128, 61)");

    await fill(page, "Camille Martin");
    await expect(f.submit.isEnabled()).resolves.toBe(true);
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
    const [mail] = await smtp!.waitForMails(1);
    expect(mail.envelope.to).toEqual([mailbox]);
    expect(mail.headers["reply-to"]).toBe("Camille Martin <camille@atelier-lumen.fr>");
    expect(mail.headers.subject).toBe("Camille Martin from contact us page");
    expect(mail.text).toContain("Entreprise\u00a0: Atelier Lumen");
    expect(mail.text).toContain("Téléphone\u00a0: +33 6 12 34 56 78 (FR)");
    expect(mail.text).toContain("Budget estimé\u00a0: €2.8k-€10k");
    expect(mail.text).toContain("Plateforme\u00a0: Desktop");
    expect(mail.text).toContain("Une boutique en ligne pour nos céramiques, avec retrait en atelier.");

    expect(await until(() => f.name.inputValue(), is(""))).toBe("");
    expect(await f.company.inputValue()).toBe("");
    expect(await f.email.inputValue()).toBe("");
    expect(await f.phone.inputValue()).toBe("+33");
    expect(await f.details.inputValue()).toBe("");
    expect(await f.budget.textContent()).toBe("Sélectionnez votre budget de projet");
    expect(await f.submit.isDisabled()).toBe(true);

    const { records } = await readOutbox(outboxDir);
    expect(records.map((record) => record.delivered)).toEqual([true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a robot that fills the hidden field is told it succeeded, and nothing is mailed (1280 px)", async () => {
    const { page, context, errors } = await open("desktop");
    const trap = page.locator("#contact-website");
    // Out of sight, out of the Tab order, hidden from assistive technology.
    const box = await trap.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.evaluate((element) => element.closest("[aria-hidden='true']") !== null)).toBe(true);

    const before = smtp!.mails.length;
    await fill(page, "Robot Casino");
    await trap.fill("https://casino.example");
    await likeAPerson(page);
    await fields(page).submit.click();
    await page.getByText("email envoyé avec succès").waitFor();
    await page.waitForTimeout(500);
    expect(smtp!.mails.length).toBe(before);

    // Kept apart, marked as spam: a false positive can still be found (npm run contact:outbox -- --spam).
    const { records } = await fileOutboxStore(outboxDir).read();
    const robot = records.find((record) => record.request.payload.username === "Robot Casino");
    expect(robot?.request.spam).toEqual({ reason: "honeypot" });
    expect(robot?.statuses).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps every field and shows the error toast when SMTP is down (375 px)", async () => {
    await smtp!.close();
    smtp = undefined;
    const { page, context } = await open("mobile");
    const f = fields(page);
    await fill(page, "Yasmine Alaoui");
    await likeAPerson(page);
    await f.submit.click();

    await page.getByText("L’e-mail n’a pas été envoyé").waitFor();
    expect(await f.name.inputValue()).toBe("Yasmine Alaoui");
    expect(await f.company.inputValue()).toBe("Atelier Lumen");
    expect(await f.email.inputValue()).toBe("camille@atelier-lumen.fr");
    expect(await f.phone.inputValue()).toBe("+33 6 12 34 56 78");
    expect(await f.budget.textContent()).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");
    expect(await f.details.inputValue()).toBe("Une boutique en ligne pour nos céramiques, avec retrait en atelier.");
    expect(await f.submit.isEnabled()).toBe(true);

    // Nothing is lost: the request waits in the outbox for `npm run contact:outbox -- --resend`.
    const { records } = await readOutbox(outboxDir);
    const kept = records.find((record) => record.request.payload.username === "Yasmine Alaoui");
    expect(kept?.delivered).toBe(false);
    expect(kept?.statuses.map((status) => status.status)).toEqual(["failed"]);
    expect(kept?.request.payload.content).toContain("Plateforme\u00a0: Mobile");
    await context.close();
  });
});

describe("the form loads in its own chunk", () => {
  it.each(["mobile", "desktop"] as const)("behind a placeholder of the same size (%s)", async (viewport) => {
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
    expect(
      await until(
        () => requested.length,
        (count) => count > 0,
      ),
    ).toBeGreaterThan(0);
    const before = await slot.boundingBox();
    release();
    await page.getByTestId("contact-form").waitFor();
    const after = await slot.boundingBox();
    expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not fetched before the visitor scrolls towards the contact block", async () => {
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

  it("is in the contact block of the portfolio page too", async () => {
    const { page, context, errors } = await openPage(browser, "mobile");
    await page.goto(`${BASE}/realisation`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await dismissConsent(page);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.locator("#contact").getByTestId("contact-form").waitFor();
    expect(await page.getByTestId("contact-form-native").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not in the server-rendered HTML, which holds the native form", async () => {
    const html = await (await fetch(`${BASE}/accueil`)).text();
    expect(html).toContain('data-testid="contact-form-native"');
    // The chunk is only named in webpack's runtime map: no script or link loads it with the page.
    expect(html).not.toMatch(/(src|href)="\/contact-form-[0-9a-f]+\.js"/);
    // Nor is the phone input's style (with its flag sprite) inlined into the page.
    expect(html).not.toContain("react-tel-input");
  });

  it("brings the phone input's own stylesheet: the chosen country's flag is drawn from its sprite", async () => {
    const { page, context, errors } = await open("desktop");
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

describe("the function served by gatsby serve", () => {});

/** The form as a visitor without JavaScript has it: the native form of the server HTML, posted by the browser. */
describe("without JavaScript", () => {
  beforeAll(async () => {
    // An earlier test stopped it to play an SMTP failure.
    smtp ??= await startTestSmtp(SMTP_PORT);
  });

  const openWithoutScripts = async (viewport: ViewportName) => {
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

  it.each(["mobile", "desktop"] as const)(
    "%s: a valid request reaches the confirmation page, is kept and is mailed",
    async (viewport) => {
      const { context, page } = await openWithoutScripts(viewport);
      const name = `Sans Script ${viewport}`;
      await fillNative(page, name);
      const mailsBefore = smtp!.mails.length;
      await Promise.all([
        page.waitForURL(/\/merci\/?$/),
        page.getByRole("button", { name: "Envoyer ma demande" }).click(),
      ]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Merci, votre demande est bien reçue");
      expect(await page.getByRole("link", { name: "Retour à l’accueil" }).getAttribute("href")).toBe("/accueil");
      const mails = await smtp!.waitForMails(mailsBefore + 1);
      const mail = mails.find((candidate) => candidate.headers.subject === `${name} from contact us page`);
      expect(mail?.envelope.to).toEqual([mailbox]);
      expect(mail?.text).toContain("+32 4 70 12 34 56 (BE)");
      // Without a viewport to read, the platform comes from the User-Agent: desktop Chromium's here.
      expect(mail?.text).toContain("Plateforme\u00a0: Desktop");
      const { records } = await readOutbox(outboxDir);
      expect(records.some((record) => record.request.payload.username === name)).toBe(true);
      await context.close();
    },
  );

  it("an invalid request shows each field's French message and keeps what was typed", async () => {
    const { context, page } = await openWithoutScripts("desktop");
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
    expect(await page.getByLabel("Votre projet", { exact: true }).inputValue()).toBe(
      "Une boutique en ligne, envoyée sans JavaScript.",
    );
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe("camille@atelier");
    expect(await page.getByLabel("Budget estimé").inputValue()).toBe("€2.8k-€10k");
    expect(await page.getByLabel("Pays du numéro").inputValue()).toBe("be");

    // Corrected on that page, it goes through.
    await page.getByLabel("Nom complet", { exact: true }).fill("Camille Martin");
    await page.getByLabel("E-mail", { exact: true }).fill("camille@atelier-lumen.fr");
    await Promise.all([
      page.waitForURL(/\/merci\/?$/),
      page.getByRole("button", { name: "Envoyer ma demande" }).click(),
    ]);
    await context.close();
  });

  it("the browser's own checks stop an empty form before it is sent", async () => {
    const { context, page } = await openWithoutScripts("mobile");
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

describe("with JavaScript, the enhanced form taking over", () => {
  it("keeps what was typed before it loaded, and shifts nothing in the contact section", async () => {
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
    expect(await page.getByRole("button", { name: /Budget estimé/ }).textContent()).toMatch(/10.000.€ – 100.000.€/);
    expect(
      await page.getByLabel("Votre projet", { exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; inContact: boolean }[] }).__shifts,
    );
    expect(shifts.filter((shift) => shift.inContact)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Last: it uses up this address's allowance for the other tests.
describe("the endpoint", () => {
  it("answers with its security headers and remembers each address between requests (rate limit)", async () => {
    const post = () =>
      fetch(`${BASE}/api/contact-us`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const first = await post();
    expect(first.status).toBe(400);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(((await first.json()) as { errors: Record<string, string> }).errors.username).toBe("Ce champ est requis.");

    // CONTACT_RATE_LIMIT is 50 for this server: the 51st request from this address is refused.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 60 && !refused; i += 1) {
      const response = await post();
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(statuses.filter((status) => status === 400).length).toBeLessThan(50);
  });
});
