import * as path from "path";

/**
 * What Gatsby's query extractor reads of a Gatsby Function.
 *
 * Gatsby reads every script of src/ for page queries and page exports, the
 * functions of src/api included. A function's body-parser settings are its
 * `export const config` (Gatsby's Functions reference, "Middleware and
 * Helpers"); the extractor takes any exported `config` for a page's rendering
 * config (deferred or server rendering), and `gatsby build` then builds
 * rendering engines. For this site they fail their validation (gatsby 5.16.1:
 * « Built Rendering Engines failed validation », over sharp's native module),
 * so the build fails; were they built, the adapter would deploy them as one
 * more function. Gatsby's issue tracker knows the problem
 * (https://github.com/gatsbyjs/gatsby/issues/38465, open).
 *
 * `preprocessSource` is Gatsby's documented hook for handing the extractor the
 * source it should read in place of a file's text. A function is never a page:
 * it has no query and no page export, so for a function the extractor reads a
 * source with nothing in it. Webpack still compiles the function's own file, so
 * its `config` reaches Gatsby's function wrapper as documented.
 * plugins/gatsby-plugin-voltis-functions implements the hook with this module.
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
