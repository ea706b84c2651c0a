import * as React from "react";
import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Logo } from "../ui/Logo";
import { Icon } from "../ui/Icon";
import type { NavLink } from "./useSiteData";
import { HOME_PATH } from "../../lib/routes";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(12px);
  -webkit-backdrop-filter: saturate(180%) blur(12px);
  box-shadow: ${vars.shadows.header};

  ${media.lg} {
    position: fixed;
    inset: 0 0 auto 0;
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  height: ${vars.headerHeight};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: 10px;
`;

const DesktopNav = styled.nav`
  display: none;

  ${media.lg} {
    display: block;
  }

  ul {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const navLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.8rem;
  border-radius: ${vars.radii.sm};
  font-size: ${vars.fontSizes.sm};
  font-weight: 600;
  color: ${vars.colors.inkSoft};
  text-decoration: none;
  transition:
    color ${vars.motion.hover} ease,
    background-color ${vars.motion.hover} ease;

  &:hover {
    color: ${vars.colors.accent};
    background: ${vars.colors.accentTint};
  }
`;

const NavAnchor = styled(Link)`
  ${navLinkStyle}
`;

const CtaAnchor = styled(Link)`
  ${navLinkStyle}
  color: ${vars.colors.white};
  background: ${vars.colors.accent};
  margin-left: 0.5rem;
  padding: 0 1.1rem;

  &:hover {
    color: ${vars.colors.white};
    background: ${vars.colors.accentHover};
  }
`;

/**
 * As wide as « Fermer » in either font: a button as wide as its text, aligned right, moved its left edge by 1.7 px when
 * the web font came (a layout shift on a 1.75× phone), and jumped at each opening.
 */
const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 7.9em;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.white};
  font-size: ${vars.fontSizes.sm};
  font-weight: 600;
  color: ${vars.colors.ink};
  cursor: pointer;

  ${media.lg} {
    display: none;
  }
`;

/** Opened by `data-open`: a styled-components prop would insert a rule, and restyle the page, within the tap. */
const Dropdown = styled.div`
  position: absolute;
  inset: 100% 0 auto 0;
  z-index: ${vars.zIndex.menu};
  background: ${vars.colors.white};
  border-top: 1px solid ${vars.colors.line};
  box-shadow: ${vars.shadows.lifted};
  display: none;

  &[data-open] {
    display: block;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0.75rem 1.25rem 1.25rem;
    display: grid;
    gap: 0.25rem;
  }

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 0.75rem;
    border-radius: ${vars.radii.sm};
    font-weight: 600;
    color: ${vars.colors.ink};
    text-decoration: none;
  }

  a:hover {
    background: ${vars.colors.accentTint};
    color: ${vars.colors.accent};
  }

  ${media.lg} {
    &,
    &[data-open] {
      display: none;
    }
  }
`;

/** Always in the page, shown by `data-open`: mounted at the first opening, its CSS would come within the tap. */
const Backdrop = styled.div`
  display: none;
  position: fixed;
  inset: 0;
  z-index: calc(${vars.zIndex.header} - 1);
  background: rgba(15, 23, 41, 0.25);
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);

  &[data-open] {
    display: block;
  }

  ${media.lg} {
    &,
    &[data-open] {
      display: none;
    }
  }
`;

/** Memoised, so opening the menu does not render them again. */
const DesktopLinks = React.memo(function DesktopLinks({ links }: { links: readonly NavLink[] }) {
  const contact = links[links.length - 1];
  return (
    <DesktopNav aria-label="Navigation principale">
      <ul>
        {links.slice(0, -1).map((item) => (
          <li key={item.id}>
            <NavAnchor to={item.link}>{item.title}</NavAnchor>
          </li>
        ))}
        {contact && (
          <li>
            <CtaAnchor to={contact.link}>{contact.title}</CtaAnchor>
          </li>
        )}
      </ul>
    </DesktopNav>
  );
});

const MenuLinks = React.memo(function MenuLinks({
  links,
  onChoose,
}: {
  links: readonly NavLink[];
  onChoose: () => void;
}) {
  return (
    <nav aria-label="Navigation mobile">
      <ul>
        {links.map((item) => (
          <li key={item.id}>
            <Link to={item.link} onClick={onChoose}>
              {item.title}
              <Icon name="arrow-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

export interface HeaderProps {
  siteName: string;
  links: readonly NavLink[];
}

/** Below the large breakpoint the links are in a dropdown; a link, Escape or a click outside closes it. */
export const Header = ({ siteName, links }: HeaderProps) => {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const close = React.useCallback(() => setOpen(false), []);

  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <Backdrop data-testid="menu-backdrop" onClick={close} aria-hidden="true" data-open={open ? "" : undefined} />
      <Bar>
        <Inner>
          <HomeLink to={HOME_PATH} aria-label={`${siteName}, accueil`}>
            <Logo name={siteName} />
          </HomeLink>
          <DesktopLinks links={links} />
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? "x" : "menu"} size={20} />
            {open ? "Fermer" : "Menu"}
          </MenuButton>
        </Inner>
        <Dropdown id="mobile-menu" data-open={open ? "" : undefined}>
          <MenuLinks links={links} onChoose={close} />
        </Dropdown>
      </Bar>
    </>
  );
};
