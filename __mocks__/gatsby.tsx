import * as React from "react";

/** Gatsby for unit tests: Link is a plain <a>, queries are mocks a test can feed. */
const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

export const Slice = gatsby.Slice;
export const withPrefix = (path: string) => path;
