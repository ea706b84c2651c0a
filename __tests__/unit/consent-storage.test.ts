import {
  addMonths,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readConsent,
  writeConsent,
} from "../../src/lib/consent/consent-storage";
import { CONSENT_DEFAULTS, consentDefaultsScript } from "../../src/lib/consent/consent-mode";

type WindowWithDataLayer = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  window.localStorage.clear();
  delete (window as WindowWithDataLayer).dataLayer;
});

describe("stored choice", () => {
  it("is kept 6 calendar months, then asked again", () => {
    const madeOn = new Date("2025-03-15T10:00:00Z");
    const record = writeConsent(true, window.localStorage, madeOn);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")).toEqual({
      version: CONSENT_VERSION,
      analytics: true,
      date: "2025-03-15T10:00:00.000Z",
      expires: addMonths(madeOn, 6).getTime(),
    });
    expect(readConsent(window.localStorage, new Date("2025-09-14T10:00:00Z"))).toEqual(record);
    expect(readConsent(window.localStorage, new Date("2025-09-15T10:00:01Z"))).toBeNull();
  });

  it("keeps a refusal just as well as an acceptance", () => {
    writeConsent(false, window.localStorage);
    expect(readConsent(window.localStorage)?.analytics).toBe(false);
  });

  it("ignores missing, unreadable or older-version records", () => {
    expect(readConsent(window.localStorage)).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(readConsent(window.localStorage)).toBeNull();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, analytics: true, date: "x", expires: 9e15 }),
    );
    expect(readConsent(window.localStorage)).toBeNull();
  });

  it("adds calendar months, clamping to the end of shorter months", () => {
    expect(addMonths(new Date(2025, 7, 31), 6)).toEqual(new Date(2026, 1, 28));
    expect(addMonths(new Date(2025, 0, 15, 9, 30), 6)).toEqual(new Date(2025, 6, 15, 9, 30));
  });
});

describe("Consent Mode defaults script (the first script of <head>)", () => {
  const run = () => new Function(consentDefaultsScript())();
  const commands = () => ((window as WindowWithDataLayer).dataLayer ?? []).map((args) => Array.from(args));

  it("denies every storage type before anything else, and defines no global gtag", () => {
    run();
    expect(commands()).toEqual([["consent", "default", CONSENT_DEFAULTS]]);
    expect(Object.values(CONSENT_DEFAULTS).every((value) => value === "denied")).toBe(true);
    expect(CONSENT_DEFAULTS).toMatchObject({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect((window as WindowWithDataLayer).gtag).toBeUndefined();
  });

  it("grants analytics at once for a visitor who accepted less than 6 months ago", () => {
    writeConsent(true, window.localStorage);
    run();
    expect(commands()).toEqual([
      ["consent", "default", CONSENT_DEFAULTS],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
  });

  it("grants nothing after a refusal or an expired acceptance", () => {
    writeConsent(false, window.localStorage);
    run();
    writeConsent(true, window.localStorage, new Date("2020-01-01T00:00:00Z"));
    run();
    expect(commands().filter(([, kind]) => kind === "update")).toEqual([]);
  });
});
