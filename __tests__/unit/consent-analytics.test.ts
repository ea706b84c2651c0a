import { activateAnalyticsScripts } from "../../src/lib/consent/inert-scripts";
import { clearAnalyticsCookies, denyAnalytics, grantAnalytics } from "../../src/lib/consent/analytics";

type GtagWindow = Window & {
  dataLayer?: IArguments[];
  gtag?: (...args: unknown[]) => void;
  [key: string]: unknown;
};
const w = window as unknown as GtagWindow;

/** What the build writes after <body> on a site with a measurement ID. */
const INERT_TAG = `
  <script type="text/plain" data-consent-category="analytics" data-src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"></script>
  <script type="text/plain" data-consent-category="analytics">
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag(){dataLayer.push(arguments);};
    gtag('js', new Date());
    gtag('config', 'G-TEST12345', {"send_page_view":false});
  </script>`;

const commands = () => (w.dataLayer ?? []).map((args) => Array.from(args));

beforeEach(() => {
  document.body.innerHTML = INERT_TAG;
  w.dataLayer = [];
  delete w.gtag;
  delete w["ga-disable-G-TEST12345"];
  window.history.replaceState(null, "", "/accueil");
});

describe("inert analytics scripts", () => {
  it("are left alone by the browser until activated, then run: configuration first, then Google's tag", () => {
    expect(w.gtag).toBeUndefined();
    expect(activateAnalyticsScripts()).toBe(true);
    expect(typeof w.gtag).toBe("function");
    expect(commands().map(([command]) => command)).toEqual(["js", "config"]);
    const tag = document.querySelector<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/gtag/js"]');
    expect(tag?.async).toBe(true);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(0);
  });

  it("are activated only once", () => {
    activateAnalyticsScripts();
    expect(activateAnalyticsScripts()).toBe(false);
    expect(commands().filter(([command]) => command === "config")).toHaveLength(1);
  });
});

describe("Accepter", () => {
  it("updates consent before the tag configures, then counts the current page once", () => {
    grantAnalytics("G-TEST12345");
    expect(commands()).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", expect.any(Date)],
      ["config", "G-TEST12345", { send_page_view: false }],
      ["event", "page_view", { page_path: "/accueil" }],
    ]);
  });

  it("does not count the page twice when the tag already ran (choice changed back to yes)", () => {
    grantAnalytics("G-TEST12345");
    grantAnalytics("G-TEST12345");
    expect(commands().filter(([command]) => command === "event")).toHaveLength(1);
    expect(w["ga-disable-G-TEST12345"]).toBe(false);
  });
});

describe("Refuser", () => {
  it("loads nothing and sends nothing when the tag never ran", () => {
    denyAnalytics("G-TEST12345");
    expect(commands()).toEqual([]);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
  });

  it("after an acceptance, stops the tag (Google's opt-out flag), denies storage and deletes its cookies", () => {
    grantAnalytics("G-TEST12345");
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_TEST12345=GS1.1.789; path=/";
    document.cookie = "other=kept; path=/";
    denyAnalytics("G-TEST12345");
    expect(w["ga-disable-G-TEST12345"]).toBe(true);
    expect(commands().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toMatch(/other=kept/);
  });
});

describe("clearAnalyticsCookies", () => {
  it("deletes only Google Analytics cookies", () => {
    document.cookie = "_gid=GA1.1.1; path=/";
    document.cookie = "_gat_UA1=1; path=/";
    document.cookie = "_gallery=keep; path=/";
    clearAnalyticsCookies();
    expect(document.cookie).not.toMatch(/_gid|_gat_UA1/);
    expect(document.cookie).toMatch(/_gallery=keep/);
  });
});
