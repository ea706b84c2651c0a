import styled from "styled-components";
import { media } from "../../styles/theme";

/**
 * Long text rendered from Markdown (legal pages, project stories): headings,
 * paragraphs, lists, rules, tables and links, at a comfortable reading width.
 */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.readingWidth};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.inkSoft};
  overflow-wrap: break-word;

  ${media.md} {
    font-size: 1.0625rem;
  }

  > * + * {
    margin-top: 1.1em;
  }

  h2 {
    margin-top: 2.4em;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
    scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 24px);
  }

  h3 {
    margin-top: 1.8em;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
  }

  h2 + *,
  h3 + * {
    margin-top: 0.7em;
  }

  > :first-child {
    margin-top: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.ink};
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
    color: ${({ theme }) => theme.colors.accentBright};
  }

  ol li::marker {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }

  hr {
    border: 0;
    height: 1px;
    margin: 2.5em 0;
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.line}, ${({ theme }) => theme.colors.accentBright}, ${({ theme }) => theme.colors.line});
  }

  a {
    font-weight: 500;
  }

  del {
    color: ${({ theme }) => theme.colors.muted};
  }

  blockquote {
    margin-inline: 0;
    padding: 0.25em 0 0.25em 1.25em;
    border-left: 3px solid ${({ theme }) => theme.colors.accentBright};
    color: ${({ theme }) => theme.colors.ink};
  }

  table {
    display: block;
    width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
  }

  th,
  td {
    padding: 0.7em 0.9em;
    border: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }

  code {
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
