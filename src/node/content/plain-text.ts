/**
 * Markdown to a short plain-text summary, for meta descriptions and cards.
 * Headings are dropped (a description starts with the story, not "Contexte").
 */
export const markdownToPlainText = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/g, " ")
    .split("\n")
    .filter((line) => !/^\s*#{1,6}\s/.test(line) && !/^\s*(-{3,}|\*{3,}|_{3,})\s*$/.test(line))
    .join("\n")
    .replace(/!\[[^\]]*]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/(\*\*|__|~~|`)/g, "")
    .replace(/(^|\s)[*_]([^*_]+)[*_]/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();

/** Cuts on a word boundary and ends with "…" when cut. */
export const truncate = (text: string, max = 160): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
};

export const summarize = (markdown: string, max = 160): string => truncate(markdownToPlainText(markdown), max);
