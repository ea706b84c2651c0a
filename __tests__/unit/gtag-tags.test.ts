import { gtagConfigScript, gtagScriptUrl } from "../../src/lib/consent/gtag-tags";
import { sendPageView } from "../../src/lib/consent/page-view";

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; [key: string]: unknown };
const w = window as unknown as GtagWindow;

/** Runs the configuration script as the browser would once the visitor has accepted. */
const run = (script: string) => new Function(script)();

const commands = () => (w.dataLayer ?? []).map((args) => Array.from(args));

beforeEach(() => {
  delete w.dataLayer;
  delete w.gtag;
  delete w["ga-disable-G-TEST12345"];
  document.cookie = "ga-disable-G-TEST12345=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
});

describe("Google's tag, written by the site (inert until consent)", () => {
  it("loads gtag.js from Google for the measurement ID", () => {
    expect(gtagScriptUrl("G-TEST12345")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
  });

  it("defines gtag and queues js then config, with the site's settings and never an automatic page view", () => {
    run(gtagConfigScript({ measurementId: "G-TEST12345", gtagConfig: { anonymize_ip: true, send_page_view: true } }));
    expect(typeof w.gtag).toBe("function");
    const queued = commands();
    expect(queued.map((args) => args[0])).toEqual(["js", "config"]);
    expect(queued[1]).toEqual(["config", "G-TEST12345", { anonymize_ip: true, send_page_view: false }]);
  });

  it("defines no gtag for a browser that sends Do Not Track, when asked to respect it", () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    run(gtagConfigScript({ measurementId: "G-TEST12345", respectDNT: true }));
    expect(w.gtag).toBeUndefined();
    expect(w.dataLayer).toBeUndefined();
    run(gtagConfigScript({ measurementId: "G-TEST12345", respectDNT: false }));
    expect(typeof w.gtag).toBe("function");
  });

  it("keeps Google's opt-out flag of a visitor who withdrew (ga-disable cookie)", () => {
    document.cookie = "ga-disable-G-TEST12345=true; path=/";
    run(gtagConfigScript({ measurementId: "G-TEST12345" }));
    expect(w["ga-disable-G-TEST12345"]).toBe(true);
  });

  it("sends one page view with the path, except on the confirmation of a quote request", () => {
    run(gtagConfigScript({ measurementId: "G-TEST12345" }));
    window.history.pushState({}, "", "/services?x=1#tarifs");
    sendPageView();
    window.history.pushState({}, "", "/merci/");
    sendPageView();
    const views = commands().filter((args) => args[0] === "event");
    expect(views).toEqual([["event", "page_view", { page_path: "/services?x=1#tarifs" }]]);
  });
});
