import * as path from "path";
import { previewDir } from "../../../scripts/preview-dir";

/**
 * The servers of the browser tests, started by Playwright (`webServer` in
 * playwright.config.ts) inside the namespace of scripts/loopback-only.sh:
 *
 * - the deploy rehearsal: the site built and served by Netlify's own CLI
 *   (scripts/netlify-preview.ts), with the headers, redirects, functions and
 *   Blobs of the platform; its contact function mails a test SMTP server on
 *   REHEARSAL_SMTP_PORT (__tests__/netlify/contact.test.ts starts it);
 * - the analytics variant: a second rehearsal, of the site built with the test
 *   measurement ID TEST_MEASUREMENT_ID (the main build has none), for the
 *   consent tests, under the same headers;
 * - `npm run serve`'s path for the contact form: `gatsby serve` of public/, its
 *   function delivering to CONTACT_SMTP_PORT and keeping requests in a file
 *   outbox (__tests__/e2e/contact.test.ts starts that SMTP server).
 */
export const ROOT = path.resolve(__dirname, "../../..");

export const REHEARSAL_PORT = Number(process.env.NETLIFY_PREVIEW_PORT ?? 8888);
export const BASE_URL = `http://127.0.0.1:${REHEARSAL_PORT}`;
/** The copy of the project Netlify's CLI builds and serves (scripts/netlify-preview.ts). */
export const REHEARSAL_DIR = previewDir(ROOT);
export const REHEARSAL_SMTP_PORT = 2526;

export const TEST_MEASUREMENT_ID = "G-TEST12345";
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 9313);
export const ANALYTICS_BASE_URL = `http://127.0.0.1:${ANALYTICS_PORT}`;
export const ANALYTICS_DIR = `${REHEARSAL_DIR}-analytics`;

export const CONTACT_PORT = Number(process.env.CONTACT_E2E_PORT ?? 9503);
export const CONTACT_BASE_URL = `http://127.0.0.1:${CONTACT_PORT}`;
export const CONTACT_SMTP_PORT = Number(process.env.CONTACT_E2E_SMTP_PORT ?? 2527);
export const CONTACT_OUTBOX_DIR = `${REHEARSAL_DIR}-contact-outbox`;
/** Requests one address may send to the contact server before a 429 (the endpoint's test uses them up). */
export const CONTACT_RATE_LIMIT = 50;

/** The system Chromium (Debian package), never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
