/** Decap's frontmatter formatter (decap-cms-core, plain JavaScript without types). */
declare module "decap-cms-core/dist/esm/formats/frontmatter.js" {
  interface Formatter {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  }
  export function frontmatterYAML(customDelimiter?: string): Formatter;
}

/** Decap's interface phrases, one object per language. */
declare module "decap-cms-locales" {
  export const fr: Record<string, unknown>;
}
