/**
 * Google's tag and its configuration, inert until consent (inert-scripts.ts): what gatsby-plugin-google-gtag
 * would write with the same options, held back until the visitor accepts.
 */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";

export interface GtagOptions {
  measurementId: string;
  /** `send_page_view` is always false: page views are sent per route. */
  gtagConfig?: Record<string, string | number | boolean>;
  respectDNT?: boolean;
}

export const gtagScriptUrl = (measurementId: string): string =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** Honours Google's opt-out flag (set by a withdrawal) and Do Not Track, then queues `js` and `config`. */
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
