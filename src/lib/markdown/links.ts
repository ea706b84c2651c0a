/**
 * Where a writer's link may lead: anything else (`javascript:`, `//autre-site`, `page.html`) never reaches an
 * `href` (docs/security.md, "A writer in the CMS"). Pure, for the check, the remark plugin and the CMS previews.
 */
const SAFE_HREF = /^(?:https?:\/\/[^\s/]\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s().-]+|\/(?![/\\])\S*|#\S*)$/i;

export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href);

/** What a writer reads when a link is refused, after « le lien « … » ». */
export const SAFE_HREF_MESSAGE =
  "doit commencer par https://, http://, mailto:, tel:, « / » (une page du site) ou « # » (une section de la page)";
