/**
 * The writers' CMS in a real browser, as a writer uses it: /admin/ of the
 * served build, in Chromium, against decap-server (Decap's local backend) on
 * loopback over a temporary copy of content/ (never the working tree).
 *
 * - an entry changed and changed back is saved to the same bytes (a project,
 *   the company facts, the home texts): Decap's own writer agrees with
 *   src/cms/decap-format.ts, with which every file of content/ is written;
 * - a new project with an image and a Markdown body is published into its own
 *   folder, with the image beside index.md;
 * - the price of an offer is changed;
 * - a project with a malformed website link is refused with the check's message;
 * - an entry whose front matter is `---js` (gray-matter's JavaScript engine)
 *   runs none of its code.
 *
 * Then the files on disk are checked, and the copy passes the content check.
 *
 * The build's CMS talks to decap-server at 127.0.0.1:8081 (DECAP_SERVER_PORT at
 * build time); the test forwards those requests to its own decap-server
 * (E2E_DECAP_PORT, default 9312), so it never touches a CMS a writer runs.
 *
 * The build is the deploy rehearsal's (BASE_URL). A writer uses the local
 * backend with `npm run cms` (gatsby develop), where no Content-Security-Policy
 * applies; the production policy of /admin/* allows no connection to
 * decap-server (the CMS then falls back to GitHub, as
 * __tests__/netlify/browser.test.ts checks), so the writer's page leaves the
 * policy aside (`bypassCSP`).
 */
import { spawn, spawnSync, type ChildProcess } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL } from "./support/browser";
import { ROOT } from "./support/routes";
import { checkContent, formatProblem } from "../../src/node/content/content-check";
import { copyProject } from "../../scripts/project-copy";

test.describe.configure({ timeout: 180_000 });

const DECAP_PORT = Number(process.env.E2E_DECAP_PORT ?? 9312);
const IMAGE = path.join(ROOT, "content", "projects", "kids-care", "image.png");
const LOGO = path.join(ROOT, "content", "projects", "kids-care", "icon.svg");
const NEW_SLUG = "atelier-nova";

let repo: string;
let server: ChildProcess;
let writer: BrowserContext;
let page: Page;

const post = (port: number, body: Buffer | null, method = "POST") =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method,
        headers: { "content-type": "application/json", ...(body ? { "content-length": body.length } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    if (body) request.write(body);
    request.end();
  });

const waitForDecapServer = async () => {
  const started = Date.now();
  for (;;) {
    try {
      const answer = await post(DECAP_PORT, Buffer.from('{"action":"info"}'));
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error(`decap-server ne répond pas sur 127.0.0.1:${DECAP_PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const file = (relative: string) => path.join(repo, "content", relative);
const read = (relative: string) => fs.readFileSync(file(relative), "utf8");

/** The control of a field, found by its label (Decap's labels point at their input by id). */
const control = (label: string) =>
  page
    .locator(
      `xpath=//label[normalize-space(text())="${label}"]/following::*[self::input or self::textarea or self::button][1]`,
    )
    .first();

const openEntry = async (hash: string) => {
  await page.goto(`${BASE_URL}/admin/#/collections/${hash}`);
  await page.reload();
  await page.locator("label").first().waitFor();
};

/** Publier → Publier maintenant (simple workflow: the local backend writes the file at once). */
const publish = async ({ refused = false } = {}) => {
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.getByText("Publier maintenant", { exact: true }).click();
  if (!refused) await page.getByText("Entrée enregistrée").first().waitFor();
};

const waitForFile = async (relative: string, test: (text: string) => boolean) => {
  const started = Date.now();
  while (!(fs.existsSync(file(relative)) && test(read(relative)))) {
    if (Date.now() - started > 30_000) throw new Error(`${relative} n’a pas été écrit comme attendu.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Chooses an image for an image field: upload into the entry's folder, then select it. */
const chooseImage = async (label: string, image: string) => {
  await control(label).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(image);
  await dialog.getByText(path.basename(image), { exact: true }).waitFor();
  await dialog
    .getByRole("button", { name: /Choisir/ })
    .last()
    .click();
  await dialog.waitFor({ state: "detached" });
};

test.beforeAll(async ({ browser }) => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-cms-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true });
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: String(DECAP_PORT), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  });
  await waitForDecapServer();
  writer = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  page = await writer.newPage();
  // Leaving an entry with unsaved changes asks for confirmation: the writer confirms. When openEntry's reload
  // follows at once, that navigation closes the dialog before the answer arrives (« No dialog is showing »).
  page.on("dialog", (dialog) =>
    dialog.accept().catch((error: unknown) => {
      if (!String(error).includes("No dialog is showing")) throw error;
    }),
  );
  // The build's local backend address, answered by this test's decap-server.
  await page.route(
    (url) => url.pathname === "/api/v1" && url.origin !== new URL(BASE_URL).origin,
    async (route) => {
      const request = route.request();
      if (request.method() === "OPTIONS") {
        return route.fulfill({
          status: 204,
          headers: {
            "access-control-allow-origin": new URL(BASE_URL).origin,
            "access-control-allow-methods": "POST",
            "access-control-allow-headers": "content-type",
          },
        });
      }
      const answer = await post(DECAP_PORT, request.postDataBuffer());
      return route.fulfill({
        status: answer.status,
        headers: { "content-type": "application/json", "access-control-allow-origin": new URL(BASE_URL).origin },
        body: answer.body,
      });
    },
  );
  await page.goto(`${BASE_URL}/admin/`);
  // The local backend needs no account: one click on « Se connecter ».
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByText("Réalisations", { exact: true }).first().waitFor();
});

test.afterAll(async () => {
  await writer?.close();
  server?.kill("SIGTERM");
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test.describe("the CMS as a writer uses it", () => {
  test("speaks French and lists every kind of content", async () => {
    for (const collection of [
      "Réalisations",
      "Pages légales",
      "Offres tarifaires",
      "Textes de l’accueil",
      "Faits de l’entreprise",
    ]) {
      expect(await page.getByRole("link", { name: collection }).count()).toBeGreaterThan(0);
    }
  });

  test("saves an entry without changing anything else in its file, and back to the same bytes (a project: tags, images, body)", async () => {
    const before = read("projects/kids-care/index.md");
    expect(before).toMatch(/^isReverse: false$/m);
    await openEntry("projects/entries/kids-care/index");
    await control("Carte inversée").click();
    await publish();
    await waitForFile("projects/kids-care/index.md", (text) => text.includes("isReverse: true"));
    // Only the changed field differs: tags, image paths, body and every other key are written as they were.
    expect(read("projects/kids-care/index.md")).toBe(before.replace("isReverse: false", "isReverse: true"));
    await openEntry("projects/entries/kids-care/index");
    await expect(control("Carte inversée")).toHaveAttribute("aria-checked", "true");
    await control("Carte inversée").click();
    await publish();
    await waitForFile("projects/kids-care/index.md", (text) => text.includes("isReverse: false"));
    expect(read("projects/kids-care/index.md")).toBe(before);
  });

  for (const [hash, relative, label, key, value, changed] of [
    // Nested objects, a list of objects, quoted numbers, a folded description; a file of a `files` collection.
    ["settings/entries/site", "settings/site.md", "Délai de réponse", "responseTime", "24\u00a0h", "48\u00a0h"],
    // Long values folded over several lines, some of them quoted (they hold « : »).
    [
      "home/entries/index",
      "home/index.md",
      "Mention des avis clients",
      "heroClaim",
      "+ 20 Clients satisfaits",
      "+ 30 Clients satisfaits",
    ],
  ]) {
    test(`saves ${hash} with Decap's own writer, changed then changed back, byte for byte as src/cms/decap-format.ts writes it`, async () => {
      const before = read(relative);
      expect(before).toContain(`\n${key}: ${value}\n`);
      await openEntry(hash);
      await control(label).fill(changed);
      await publish();
      await waitForFile(relative, (text) => text.includes(`\n${key}: ${changed}\n`));
      // Only that line differs: every other line is written by Decap as the unit test's formatter writes it.
      expect(read(relative)).toBe(before.replace(`\n${key}: ${value}\n`, `\n${key}: ${changed}\n`));
      await openEntry(hash);
      await control(label).fill(value);
      await publish();
      await waitForFile(relative, (text) => text.includes(`\n${key}: ${value}\n`));
      expect(read(relative)).toBe(before);
    });
  }

  test("changes the price of an offer", async () => {
    const before = read("offers/01-site-vitrine.md");
    await openEntry("offers/entries/01-site-vitrine");
    await control("Prix HT (€)").fill("1500");
    await publish();
    await waitForFile("offers/01-site-vitrine.md", (text) => text.includes("price: 1500"));
    expect(read("offers/01-site-vitrine.md")).toBe(before.replace("price: 1400", "price: 1500"));
  });

  test("refuses a project whose website link is malformed, with the content check's message", async () => {
    await openEntry("projects/entries/gerer-mon-permis/index");
    const before = read("projects/gerer-mon-permis/index.md");
    await control("Adresse du site réalisé").fill("www.gerermonpermis.fr");
    await publish({ refused: true });
    await page
      .getByText("Adresse du site réalisé\u00a0: doit être une adresse web complète (https://…).")
      .first()
      .waitFor();
    expect(read("projects/gerer-mon-permis/index.md")).toBe(before);
  });

  test("publishes a new project with an image and a Markdown body into its own folder", async () => {
    // A fresh page, as openEntry does: the last test left an entry whose changes were refused, and leaving it
    // asks for confirmation; on a hash change alone, the fields found at once were sometimes still that entry's
    // while the new one was rendering (a « Numéro » filled in the wrong form, the new entry refused, no save).
    await openEntry("projects/new");
    expect(page.url()).toMatch(/#\/collections\/projects\/new$/);
    await expect(control("Numéro")).toHaveValue("");
    await control("Numéro").fill("8");
    await control("Adresse (slug)").fill(NEW_SLUG);
    await control("Nom").fill("Atelier Nova");
    await control("Titre").fill("Une boutique en ligne pour un atelier de céramique");
    await chooseImage("Visuel principal", IMAGE);
    await chooseImage("Logo", LOGO);
    await control("Site en ligne").click();
    await page.getByRole("button", { name: "Ajouter étiquettes" }).click();
    await control("Étiquette").fill("Site e-commerce");
    await page.locator('input[id^="id-field"]').last().fill("3");
    await control("Adresse du site réalisé").fill("https://www.ateliernova.fr");
    const body = page.locator('[data-slate-editor="true"]');
    await body.click();
    await page.keyboard.type("Une boutique pour {{name}}.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("## Le contexte");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Des pièces ~~rares~~ uniques.");
    // The preview is the site's own project page, {{tokens}} filled and heading ids given.
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { name: "Une boutique en ligne pour un atelier de céramique" }).waitFor();
    await expect(preview.locator("h2#le-contexte")).toHaveCount(1);
    await expect(preview.getByText("Une boutique pour Voltis Digital.")).toHaveCount(1);
    await publish();
    await waitForFile(`projects/${NEW_SLUG}/index.md`, (text) => text.includes("## Le contexte"));
    const folder = file(`projects/${NEW_SLUG}`);
    expect(fs.readdirSync(folder).sort()).toEqual(["icon.svg", "image.png", "index.md"]);
    expect(fs.readFileSync(path.join(folder, "image.png")).equals(fs.readFileSync(IMAGE))).toBe(true);
    const saved = read(`projects/${NEW_SLUG}/index.md`);
    expect(saved).toMatch(/^slug: atelier-nova$/m);
    expect(saved).toMatch(/^image: image\.png$/m);
    expect(saved).toMatch(/^websiteLink: https:\/\/www\.ateliernova\.fr$/m);
    // Optional fields left empty are not written (the check would refuse `client: ""`).
    expect(saved).not.toMatch(/^client:/m);
  });

  test.describe("an entry whose front matter is not YAML (docs/cms.md, « Front matter: YAML only »)", () => {
    // What a branch could hold: a front matter in gray-matter's JavaScript language, which its engine evaluates.
    const TRAP = "projects/piege-js/index.md";
    const messages: string[] = [];
    const listen = (message: { text: () => string }) => messages.push(message.text());

    test.beforeAll(() => {
      fs.mkdirSync(path.dirname(file(TRAP)), { recursive: true });
      fs.writeFileSync(
        file(TRAP),
        [
          "---js",
          "{",
          '  id: (function () { window.__voltisPwned = 1; console.log("voltis-pwned: code du frontmatter exécuté"); return 99; })(),',
          '  slug: "piege-js",',
          '  name: "Piège",',
          '  title: "Piège"',
          "}",
          "---",
          "Corps.",
          "",
        ].join("\n"),
      );
      page.on("console", listen);
    });

    test.afterAll(() => {
      page.off("console", listen);
      fs.rmSync(path.dirname(file(TRAP)), { recursive: true, force: true });
    });

    test("runs none of its code, in the list of its collection or in the entry", async () => {
      // The list reads every entry of the collection; then the entry itself, with its preview.
      await page.goto(`${BASE_URL}/admin/#/collections/projects`);
      await page.reload();
      await page
        .getByRole("link", { name: /Kids Care/ })
        .first()
        .waitFor();
      await openEntry("projects/entries/piege-js/index");
      await control("Numéro").waitFor();
      await page.frameLocator("#preview-pane").locator("body").waitFor();
      const marks = await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame.evaluate(() => (window as unknown as { __voltisPwned?: number }).__voltisPwned ?? null),
          ),
      );
      expect(marks.every((mark) => mark === null)).toBe(true);
      expect(messages.filter((text) => text.includes("voltis-pwned"))).toEqual([]);
      // Nothing of it was read as data either.
      await expect(control("Numéro")).toHaveValue("");
    });

    test("tells the writer, in French, that the entry cannot be read", async () => {
      await openEntry("projects/entries/piege-js/index");
      const alert = page.getByRole("alert").filter({ hasText: "ne peut pas être lu" });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText("« projects/piege-js/index »");
      await expect(alert).toContainText("son frontmatter est écrit en « js », or le CMS ne lit que du YAML");
      await alert.getByRole("button", { name: "Fermer ce message" }).click();
      await expect(alert).toHaveCount(0);
    });
  });

  test("leaves a copy of content/ that passes the content check", () => {
    const problems = checkContent(path.join(repo, "content"), repo);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  test("leaves a copy whose build shows the new project and the new price", () => {
    test.setTimeout(900_000);
    // The project without its build outputs, with the CMS's content/, built as on Netlify.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "voltis-cms-build-"));
    try {
      copyProject(ROOT, site, [".git", ".cache", "public", "content", "reports", ".outbox"]);
      fs.cpSync(path.join(repo, "content"), path.join(site, "content"), { recursive: true });
      const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], {
        cwd: site,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect({
        status: build.status,
        tail: build.status === 0 ? "" : `${build.stdout}${build.stderr}`.slice(-3000),
      }).toEqual({
        status: 0,
        tail: "",
      });
      const project = fs.readFileSync(path.join(site, "public", "projet", NEW_SLUG, "index.html"), "utf8");
      expect(project).toContain("Une boutique en ligne pour un atelier de céramique");
      expect(project).toContain('id="le-contexte"');
      expect(project).toContain("Une boutique pour Voltis Digital.");
      const home = fs.readFileSync(path.join(site, "public", "accueil", "index.html"), "utf8");
      expect(home).toMatch(/1[\s\u00a0\u202f]500/);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
