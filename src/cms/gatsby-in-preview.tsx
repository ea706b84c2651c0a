/**
 * `gatsby` inside the CMS previews (admin-build.ts's alias), which have no Gatsby
 * runtime: links do not leave the entry, queries are inert; an import this file does
 * not export stops the admin build.
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

export const navigate = (): Promise<void> => Promise.resolve();

export const graphql = (..._query: unknown[]): void => undefined;

export const useStaticQuery = (): never => {
  throw new Error("useStaticQuery n’a pas de résultat dans un aperçu du CMS : passez ces données au composant.");
};
