import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { fitTitle } from "../ui/fit-title";
import { Container } from "../ui/Container";
import { Prose } from "../ui/Prose";

/** The title's weight, in its CSS and in its tracking in the fallback face (src/lib/fonts/title-tracking.ts). */
const TITLE_WEIGHT = 700;

export interface LegalPageViewProps {
  title: string;
  /** Already formatted in French ("24 septembre 2025"). */
  updatedAt?: string | null;
  html: string;
  /** h2 headings, shown as a table of contents when given. */
  toc?: { id: string; value: string }[];
}

const Hero = styled.header`
  background:
    radial-gradient(60rem 20rem at 85% -40%, ${vars.colors.accentTintStrong}, transparent 70%), ${vars.colors.surface};
  border-bottom: 1px solid ${vars.colors.line};
  padding: 3.5rem 0 3rem;

  ${media.md} {
    padding: 5rem 0 4rem;
  }

  p {
    margin-top: 1rem;
    color: ${vars.colors.muted};
    font-size: ${vars.fontSizes.sm};
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 0.9rem;
  font-size: ${vars.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${vars.colors.accent};
`;

const Title = styled.h1`
  font-size: ${vars.fontSizes["3xl"]};
  font-weight: ${TITLE_WEIGHT};
  /* 20 characters of Plus Jakarta Sans 700 (its "0" is 0.708 em): in em, not ch, so the swap moves nothing. */
  max-width: 14.2em;
`;

const Body = styled(Container)<{ $withToc: boolean }>`
  display: grid;
  gap: 2.5rem;
  padding-top: 3rem;
  padding-bottom: 5rem;

  ${media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? "16rem minmax(0, 1fr)" : "minmax(0, 1fr)")};
    gap: 4rem;
    padding-top: 4rem;
    padding-bottom: 7rem;
  }
`;

const Toc = styled.nav`
  align-self: start;
  padding: 1.25rem 1.25rem 1rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.white};
  font-size: ${vars.fontSizes.sm};

  ${media.lg} {
    position: sticky;
    top: calc(${vars.headerHeight} + 1.5rem);
    max-height: calc(100vh - ${vars.headerHeight} - 3rem);
    overflow-y: auto;
  }

  h2 {
    font-size: ${vars.fontSizes.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${vars.colors.muted};
    margin-bottom: 0.75rem;
  }

  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.1rem;
  }

  a {
    display: block;
    padding: 0.35rem 0.5rem;
    border-radius: 6px;
    line-height: 1.4;
    color: ${vars.colors.inkSoft};
    text-decoration: none;
  }

  a:hover {
    background: ${vars.colors.accentTint};
    color: ${vars.colors.accent};
  }
`;

export const LegalPageView = ({ title, updatedAt, html, toc }: LegalPageViewProps) => {
  const withToc = Boolean(toc && toc.length > 0);
  return (
    <article>
      <Hero>
        <Container>
          <Eyebrow>Informations légales</Eyebrow>
          <Title {...fitTitle(title, TITLE_WEIGHT)} />
          {updatedAt && <p>Dernière mise à jour&nbsp;: {updatedAt}</p>}
        </Container>
      </Hero>
      <Body $withToc={withToc}>
        {withToc && (
          <Toc aria-labelledby="toc-title">
            <h2 id="toc-title">Sommaire</h2>
            <ol>
              {toc!.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.value}</a>
                </li>
              ))}
            </ol>
          </Toc>
        )}
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
      </Body>
    </article>
  );
};
