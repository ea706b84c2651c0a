import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { renderNearViewport } from "../../styles/render-near";

/** Long text rendered from Markdown (legal pages, project stories). */
export const Prose = styled.div`
  max-width: ${vars.readingWidth};
  font-size: ${vars.fontSizes.md};
  line-height: 1.75;
  color: ${vars.colors.inkSoft};
  overflow-wrap: break-word;

  ${media.md} {
    font-size: 1.0625rem;
  }

  > * + * {
    margin-top: 1.1em;
  }

  h2 {
    margin-top: 2.4em;
    font-size: ${vars.fontSizes.xl};
    color: ${vars.colors.ink};
    scroll-margin-top: calc(${vars.headerHeight} + 24px);
  }

  h3 {
    margin-top: 1.8em;
    font-size: ${vars.fontSizes.lg};
    color: ${vars.colors.ink};
  }

  h2 + *,
  h3 + * {
    margin-top: 0.7em;
  }

  > :first-child {
    margin-top: 0;
  }

  /*
   * A long text's later sections, in one block laid out only near the viewport (src/lib/markdown/remark.ts,
   * wrapLaterSections). Its own margin is none: its first h2's is the gap, as without it. Its children are spaced as
   * the text's, below the rules for headings.
   */
  > [data-render-near] {
    margin-top: 0;
    ${renderNearViewport(3000, 1500)}
  }

  > :where([data-render-near]) > * + * {
    margin-top: 1.1em;
  }

  strong {
    color: ${vars.colors.ink};
    font-weight: 650;
  }

  ul,
  ol {
    padding-left: 1.4em;
  }

  li + li {
    margin-top: 0.45em;
  }

  ul li::marker {
    color: ${vars.colors.accentBright};
  }

  ol li::marker {
    color: ${vars.colors.accent};
    font-weight: 700;
  }

  hr {
    border: 0;
    height: 1px;
    margin: 2.5em 0;
    background: linear-gradient(90deg, ${vars.colors.line}, ${vars.colors.accentBright}, ${vars.colors.line});
  }

  a {
    font-weight: 500;
  }

  del {
    color: ${vars.colors.muted};
  }

  blockquote {
    margin-inline: 0;
    padding: 0.25em 0 0.25em 1.25em;
    border-left: 3px solid ${vars.colors.accentBright};
    color: ${vars.colors.ink};
  }

  table {
    display: block;
    width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${vars.fontSizes.sm};
    line-height: 1.5;
  }

  th,
  td {
    padding: 0.7em 0.9em;
    border: 1px solid ${vars.colors.line};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${vars.colors.surface};
    color: ${vars.colors.ink};
  }

  code {
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${vars.colors.surface};
  }
`;
