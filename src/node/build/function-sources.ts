import * as path from "path";

/**
 * What Gatsby's query extractor reads of a Gatsby Function, through the `preprocessSource`
 * hook of plugins/gatsby-plugin-voltis-functions: a source without code, so that the
 * function's `export const config` is not taken for a page's rendering config
 * (docs/deploying.md, "The contact function and Gatsby's compile").
 */

/** Gatsby compiles the .js and .ts files under src/api into functions. */
export const isFunctionSource = (filename: string, root: string): boolean => {
  const relative = path.relative(path.join(root, "src", "api"), filename);
  return !relative.startsWith("..") && !path.isAbsolute(relative) && /\.[jt]s$/.test(relative);
};

/** The source the extractor reads for a function: no query, no page export. */
export const FUNCTION_SOURCE_FOR_QUERIES = "/* A Gatsby Function (src/api): no page query, no page export. */\n";

/** The extractor's source for `filename`, or undefined to let it read the file itself. */
export const sourceForQueries = (filename: string, root: string): string | undefined =>
  isFunctionSource(filename, root) ? FUNCTION_SOURCE_FOR_QUERIES : undefined;
