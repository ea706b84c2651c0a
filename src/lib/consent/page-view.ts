import { CONFIRMATION_PATH } from "../routes";

/** Bundled with every measured page, apart from analytics.ts, which loads only when the visitor chooses. */
type GtagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** The visitor has accepted, and Do Not Track is off. */
export const isAnalyticsActive = (): boolean => typeof (window as GtagWindow).gtag === "function";

/** Never for the confirmation of a quote request. */
export const sendPageView = (): void => {
  const { pathname, search, hash } = window.location;
  if (pathname.replace(/\/+$/, "") === CONFIRMATION_PATH) return;
  (window as GtagWindow).gtag?.("event", "page_view", { page_path: `${pathname}${search}${hash}` });
};
