/** Decap's interface phrases, one object per language (decap-cms-locales ships no types). */
declare module "decap-cms-locales" {
  export const fr: Record<string, unknown>;
}
