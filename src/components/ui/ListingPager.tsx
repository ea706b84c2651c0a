import * as React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { vars } from "../../styles/vars";
import { listingPagePath } from "../../lib/routes";

const Nav = styled.nav`
  margin-top: 2.5rem;

  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${vars.colors.line};
    border-radius: ${vars.radii.pill};
    background: ${vars.colors.white};
    color: ${vars.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    border-color: ${vars.colors.accent};
    color: ${vars.colors.accent};
  }

  a[aria-current="page"] {
    border-color: ${vars.colors.accent};
    background: ${vars.colors.accent};
    color: ${vars.colors.white};
  }
`;

export interface ListingPagerProps {
  /** The listing's first page (its kind's `pages.listing.path` in the content model: /realisation). */
  basePath: string;
  /** The name of the links' navigation, for screen readers: « Pages des réalisations ». */
  label: string;
  page: number;
  pageCount: number;
}

/**
 * The links between the pages of a listing (/realisation, /realisation/2…): previous,
 * every page number, next. Plain links: every entry is reachable without JavaScript.
 * Nothing when the listing fits on one page.
 */
export const ListingPager = ({ basePath, label, page, pageCount }: ListingPagerProps) => {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label={label}>
      <ol>
        {page > 1 && (
          <li>
            <Link to={listingPagePath(basePath, page - 1)} rel="prev">
              ← Page précédente
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link to={listingPagePath(basePath, number)} aria-current={number === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={listingPagePath(basePath, page + 1)} rel="next">
              Page suivante →
            </Link>
          </li>
        )}
      </ol>
    </Nav>
  );
};
