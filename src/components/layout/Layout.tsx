import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { useSiteData } from "./useSiteData";
import { ConsentSettingsButton } from "../consent/ConsentSettingsButton";

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: ${vars.zIndex.skip};
  padding: 0.75rem 1.25rem;
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.ink};
  color: ${vars.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:focus {
    top: 1rem;
    color: ${vars.colors.white};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  /* The header is fixed from the large breakpoint on: keep content below it. */
  ${media.lg} {
    padding-top: ${vars.headerHeight};
  }

  &:focus {
    outline: none;
  }
`;

export const MAIN_ID = "contenu";

export const Layout = ({ children, footerExtra }: { children: React.ReactNode; footerExtra?: React.ReactNode }) => {
  const { site, navigation } = useSiteData();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>Aller au contenu</SkipLink>
      <Header siteName={site.name ?? ""} links={navigation.header} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer
        site={site}
        sections={navigation.footerSections}
        pages={navigation.footerPages}
        bottomExtra={
          <>
            {footerExtra}
            <ConsentSettingsButton />
          </>
        }
      />
    </>
  );
};
