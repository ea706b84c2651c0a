/** The five characters HTML gives a meaning to, as entities. */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe inside HTML, as an element's content or a quoted attribute's
 * value: what the endpoint writes back (the form page, form-page.ts) and what it
 * mails (the summary's HTML part, mailer.ts) both go through it.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
