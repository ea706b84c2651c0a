import * as fs from "fs";
import * as path from "path";

/**
 * React 18's streaming renderer, which `gatsby build` uses for every page, can
 * leave a NUL byte (U+0000) in the HTML where a multi-byte character falls on
 * the edge of one of its 2 KB write buffers: the character is written whole in
 * the next buffer, and the unused byte goes out as 0 (react#31134). Browsers
 * skip it, but it is a parse error that the W3C validator reports, and the
 * French copy (accents, non-breaking spaces) hits it on long pages. A page's
 * HTML never holds a real NUL, so removing them restores the exact text.
 */
export const withoutStrayNul = (html: string): string => html.replace(/\u0000/g, "");

/** Every .html file under a folder, recursively. */
const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });

/** Cleans every built page in place; returns the files it had to change. */
export const removeStrayNulFromPages = (publicDir: string): string[] =>
  htmlFiles(publicDir).filter((file) => {
    const html = fs.readFileSync(file, "utf8");
    if (!html.includes("\u0000")) return false;
    fs.writeFileSync(file, withoutStrayNul(html));
    return true;
  });
