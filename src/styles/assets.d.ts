/** Font files imported for their public URL (webpack's asset modules). */
declare module "*.woff2" {
  const url: string;
  export default url;
}

/** A file imported with `?raw`: its text (webpack's asset/source, see src/node/build/raw-source.ts). */
declare module "*?raw" {
  const text: string;
  export default text;
}

/** Stylesheets imported for their side effect (src/styles/global-styles.ts): Gatsby inlines them in every page. */
declare module "*.css";
