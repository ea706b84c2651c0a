/** Font files imported for their public URL (webpack's asset modules). */
declare module "*.woff2" {
  const url: string;
  export default url;
}

/** Stylesheets imported for their side effect (src/styles/global-styles.ts): Gatsby inlines them in every page. */
declare module "*.css";
