import { CONFIRMATION_PATH } from "../routes";

/**
 * Page views, in the form Google's tag expects (`page_view` with the path).
 * Bundled with every measured page: kept apart from analytics.ts, which is
 * loaded only when the visitor chooses.
 */
type GtagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** Google's tag runs on this page (the visitor has accepted, and Do Not Track is off). */
export const isAnalyticsActive = (): boolean => typeof (window as GtagWindow).gtag === "function";

/** One page view for the page on screen; never for the confirmation of a quote request. */
export const sendPageView = (): void => {
  const { pathname, search, hash } = window.location;
  if (pathname.replace(/\/+$/, "") === CONFIRMATION_PATH) return;
  (window as GtagWindow).gtag?.("event", "page_view", { page_path: `${pathname}${search}${hash}` });
};
