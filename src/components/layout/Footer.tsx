import * as React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { renderNearViewport } from "../../styles/render-near";
import { Container } from "../ui/Container";
import { Logo } from "../ui/Logo";
import { Icon, isIconName } from "../ui/Icon";
import type { NavLink, SiteData } from "./useSiteData";
import { StaticIsland } from "../ui/StaticIsland";
import { HOME_PATH } from "../../lib/routes";

const Wrap = styled.footer`
  background: ${vars.colors.surface};
  border-top: 1px solid ${vars.colors.line};
  padding: 4rem 0 2rem;
  font-size: ${vars.fontSizes.sm};
  color: ${vars.colors.inkSoft};
  ${renderNearViewport(1062, 357)}

  ${media.md} {
    padding-top: 5rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }

  ${media.lg} {
    grid-template-columns: 1.4fr 1.1fr 0.8fr 1fr;
    gap: 3rem;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  max-width: 22rem;

  a {
    justify-self: start;
    text-decoration: none;
  }
`;

const Column = styled.div`
  h2 {
    font-size: ${vars.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${vars.colors.ink};
    margin-bottom: 1rem;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 32px;
    color: ${vars.colors.inkSoft};
    text-decoration: none;
  }

  a:hover {
    color: ${vars.colors.accent};
    text-decoration: underline;
  }

  address {
    font-style: normal;
    display: flex;
    gap: 0.5rem;
    line-height: 1.5;
    padding: 0.3rem 0;
  }

  svg {
    flex: none;
    color: ${vars.colors.accent};
  }
`;

const Social = styled.ul`
  && {
    display: flex;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }

  && a {
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${vars.colors.line};
    border-radius: ${vars.radii.pill};
    background: ${vars.colors.white};
  }

  && a:hover {
    border-color: ${vars.colors.accent};
    text-decoration: none;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 3.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${vars.colors.line};
  color: ${vars.colors.muted};
`;

const LinkList = ({ links }: { links: readonly NavLink[] }) => (
  <ul>
    {links.map((item) => (
      <li key={item.id}>
        <Link to={item.link}>{item.title}</Link>
      </li>
    ))}
  </ul>
);

export interface FooterProps {
  site: SiteData["site"];
  sections: readonly NavLink[];
  pages: readonly NavLink[];
  /** The cookie settings button, in the bottom bar. */
  bottomExtra?: React.ReactNode;
}

/** Footer: brand, then the three columns of docs/product.md, "Pages" (Contact, Sections, Autres pages). */
export const Footer = ({ site, sections, pages, bottomExtra }: FooterProps) => {
  const name = site.name ?? "";
  const year = new Date().getFullYear();
  return (
    <Wrap data-render-near="">
      <Container>
        <StaticIsland>
          <Grid>
            <Brand>
              <Link to={HOME_PATH} aria-label={`${name}, accueil`}>
                <Logo name={name} />
              </Link>
              <p>{site.description}</p>
            </Brand>
            <Column>
              <h2>Contact</h2>
              <ul>
                <li>
                  <a href={`mailto:${site.email}`}>
                    <Icon name="mail" size={18} />
                    {site.email}
                  </a>
                </li>
                <li>
                  <a href={`tel:${site.phone}`}>
                    <Icon name="phone" size={18} />
                    {site.phoneDisplay}
                  </a>
                </li>
                <li>
                  <address>
                    <Icon name="map-pin" size={18} />
                    <span>
                      {site.address?.street}
                      <br />
                      {site.address?.postalCode} {site.address?.city}
                    </span>
                  </address>
                </li>
              </ul>
              <Social aria-label="Réseaux sociaux">
                {(site.social ?? []).map((network) => {
                  const icon = network?.name?.toLowerCase() ?? "";
                  return (
                    <li key={network?.name}>
                      <a
                        href={network?.url ?? "#"}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${network?.name} (nouvel onglet)`}
                      >
                        <Icon name={isIconName(icon) ? icon : "globe"} size={18} />
                      </a>
                    </li>
                  );
                })}
              </Social>
            </Column>
            <Column>
              <h2>Sections</h2>
              <LinkList links={sections} />
            </Column>
            <Column>
              <h2>Autres pages</h2>
              <LinkList links={pages} />
            </Column>
          </Grid>
        </StaticIsland>
        <Bottom>
          <p>
            © {year} {name}, {site.legalForm} au capital de {site.capital}. Tous droits réservés.
          </p>
          {bottomExtra}
        </Bottom>
      </Container>
    </Wrap>
  );
};
