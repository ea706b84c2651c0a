/**
 * Google's tag (gtag.js) and its configuration, as the build writes them into
 * every measured page: inert until consent (inert-scripts.ts). The site owns
 * these two tags instead of rewriting another plugin's output: it is what
 * gatsby-plugin-google-gtag would write with the same options (`trackingIds`
 * reduced to one measurement ID, `gtagConfig`, `pluginConfig.respectDNT`), held
 * back until the visitor accepts.
 */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";

/** Options of the measurement, in gatsby-plugin-google-gtag's terms. */
export interface GtagOptions {
  /** GA4 measurement ID (G-…). */
  measurementId: string;
  /** Sent with `gtag('config', id, …)`; `send_page_view` is always false (page views are sent per route). */
  gtagConfig?: Record<string, string | number | boolean>;
  /** No tag at all for a browser that sends Do Not Track. */
  respectDNT?: boolean;
}

/** The address of Google's tag for a measurement ID. */
export const gtagScriptUrl = (measurementId: string): string =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * The configuration script: honours Google's opt-out flag (`ga-disable-<ID>`,
 * set by a withdrawal, analytics.ts) and Do Not Track, then defines `gtag` and
 * queues `js` and `config` for Google's tag to read once it loads.
 */
export const gtagConfigScript = ({ measurementId, gtagConfig = {}, respectDNT = false }: GtagOptions): string => {
  const id = JSON.stringify(measurementId);
  const config = JSON.stringify({ ...gtagConfig, send_page_view: false });
  const allowed = respectDNT ? '!(navigator.doNotTrack=="1"||window.doNotTrack=="1")' : "true";
  return (
    `(function(){var d="ga-disable-"+${id};` +
    `if(document.cookie.indexOf(d+"=true")>-1)window[d]=true;` +
    `if(${allowed}){window.dataLayer=window.dataLayer||[];` +
    `window.gtag=function(){window.dataLayer.push(arguments)};` +
    `window.gtag("js",new Date());window.gtag("config",${id},${config})}})();`
  );
};
