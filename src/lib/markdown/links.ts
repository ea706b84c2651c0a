/**
 * Where a link written by a writer may lead, in a Markdown body or a frontmatter
 * field: a web page (`https:`, `http:`), an e-mail (`mailto:`), a phone number
 * (`tel:`), a path of the site (`/realisation`, `/accueil#contact`) or a section
 * of the same page (`#tarifs`). Anything else (`javascript:`, `data:`, `//autre-site`,
 * a relative `page.html`) never reaches an `href`: the content check refuses it,
 * naming the file and the line or field, and the renderer (./remark.ts) writes
 * such a link as plain text.
 *
 * Pure (no Node module): the check, the build's remark plugin and the CMS
 * previews share it.
 */
const SAFE_HREF = /^(?:https?:\/\/[^\s/]\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s().-]+|\/(?![/\\])\S*|#\S*)$/i;

/** Whether a link may be written into an `href` as it is. */
export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href);

/** What a writer reads when a link is refused, after « le lien « … » ». */
export const SAFE_HREF_MESSAGE =
  "doit commencer par https://, http://, mailto:, tel:, « / » (une page du site) ou « # » (une section de la page)";
