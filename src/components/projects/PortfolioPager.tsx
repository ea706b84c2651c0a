import * as React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { vars } from "../../styles/vars";
import { portfolioPagePath } from "../../lib/routes";

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

export interface PortfolioPagerProps {
  page: number;
  pageCount: number;
}

/**
 * The links between the pages of the portfolio (/realisation, /realisation/2…): previous,
 * every page number, next. Plain links: every project is reachable without JavaScript.
 * Nothing when the portfolio fits on one page.
 */
export const PortfolioPager = ({ page, pageCount }: PortfolioPagerProps) => {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label="Pages des réalisations">
      <ol>
        {page > 1 && (
          <li>
            <Link to={portfolioPagePath(page - 1)} rel="prev">
              ← Page précédente
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link to={portfolioPagePath(number)} aria-current={number === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={portfolioPagePath(page + 1)} rel="next">
              Page suivante →
            </Link>
          </li>
        )}
      </ol>
    </Nav>
  );
};
