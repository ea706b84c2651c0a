/**
 * What the site's components get for `import … from "gatsby"` inside the CMS's
 * previews: the admin bundle resolves `gatsby` to this file
 * (plugins/gatsby-plugin-voltis-cms/admin-build.ts), because a preview is not a
 * Gatsby page and has none of its runtime. A link is drawn as the site draws it
 * but does not leave the entry being edited; queries are the site build's and
 * have no result here (the previews pass every value as a prop).
 *
 * Only what the previewed components import is here: the admin build stops on
 * an import this file does not export.
 */
import * as React from "react";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
});

/** Navigation belongs to the site: in a preview it does nothing. */
export const navigate = (): Promise<void> => Promise.resolve();

/** The site's page queries and fragments, compiled away by Gatsby, are inert here. */
export const graphql = (..._query: unknown[]): void => undefined;

export const useStaticQuery = (): never => {
  throw new Error("useStaticQuery n’a pas de résultat dans un aperçu du CMS : passez ces données au composant.");
};
