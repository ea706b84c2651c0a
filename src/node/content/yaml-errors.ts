/**
 * Why a frontmatter is not valid YAML, in French, at the place a writer must fix: js-yaml 3's errors are in
 * English and often point away from the fault (an unclosed quote is reported at the end of the block). Its
 * mark is 0-based, after the opening `---`: mark line n is the file's line n + 1.
 */

export interface YamlDiagnosis {
  line: number;
  column: number;
  message: string;
}

const q = (text: string): string => `« ${text} »`;

/** One frontmatter line, cut as `  - key: value` (dash, key and colon all optional). */
const ENTRY = /^([ \t]*(?:-[ \t]+)?)(?:(["']?)([^\s#:'"[\]{}!*&|>%@`-][^:#]*?)\2[ \t]*:(?:[ \t]+|$))?(.*)$/;
/** A line that starts a new entry (`key:` or `- `), not the rest of a quoted value. */
const NEW_ENTRY = /^[ \t]*(?:-[ \t]|[^\s#:'"][^:#]*:(?:\s|$))/;

const entry = (text: string) => {
  const [, lead, , key, value] = ENTRY.exec(text) ?? ["", "", "", "", text]; // (no match: a stray \r)
  return { indent: text.search(/\S|$/), key, keyColumn: lead.length, value, valueColumn: text.length - value.length };
};

const valueOf = (key?: string): string => (key ? `la valeur de ${q(key)}` : "cette valeur");
const QUOTE_IT = "mettez toute la valeur entre guillemets";

const SAY = {
  generic: "le bloc frontmatter n’est pas du YAML valide",
  unclosed: (quote: string, key?: string) =>
    `le guillemet ${q(quote)} qui ouvre ${valueOf(key)} n’est jamais refermé : ajoutez-le aussi à la fin de la valeur`,
  closedEarly: (quote: string, key?: string) =>
    `${valueOf(key)} se termine à ce guillemet ${q(quote)}, mais du texte le suit : ` +
    (quote === "'"
      ? `doublez chaque apostrophe du texte (${q("L''été")})`
      : `écrivez ${q('\\"')} pour un guillemet du texte`) +
    ", ou mettez la valeur entre les guillemets de l’autre sorte",
  tab: "une tabulation sert de retrait à cette ligne, ce que YAML interdit : remplacez-la par des espaces",
  duplicate: (key: string, first: number) =>
    `la clé ${q(key)} apparaît deux fois${first > 0 ? ` (déjà ligne ${first})` : ""} : gardez-en une seule`,
  reserved: (char: string, key?: string) =>
    `${valueOf(key)} commence par ${q(char)}, un caractère que YAML réserve : ${QUOTE_IT}`,
  colon: (example: string) =>
    "un deux-points suivi d’une espace, dans une valeur sans guillemets, annonce une nouvelle clé pour YAML : " +
    QUOTE_IT +
    (example ? `, par exemple ${q(example)}` : ""),
  bracket: (bracket: string, closed: boolean, key?: string) =>
    `${valueOf(key)} commence par ${q(bracket)}, que YAML lit comme ${bracket === "[" ? "une liste" : "un objet"}, ` +
    `et ce ${q(bracket)} ${closed ? "est suivi de texte après sa fin" : "n’est jamais refermé"} : ` +
    `si c’est du texte, ${QUOTE_IT}`,
  indent:
    "cette ligne n’est pas alignée sur celles de même niveau : corrigez les espaces en début de ligne " +
    `(même retrait pour les clés d’un même bloc, et pour les tirets ${q("-")} d’une même liste)`,
};

/** Index of the quote or bracket closing the one at `start` (`\"` and `''` escape a quote), or -1. */
const closing = (text: string, start: number): number => {
  const open = text[start];
  for (let i = start + 1, depth = 1; i < text.length; i++) {
    if (open === '"' && text[i] === "\\") i++;
    else if (open === "'" && text.startsWith("''", i)) i++;
    else if (`"'`.includes(open) ? text[i] === open : "]}".includes(text[i]) && --depth === 0) return i;
    else if ("[{".includes(text[i])) depth++;
  }
  return -1;
};

const textAfter = (text: string, end: number): boolean => !/^\s*(#.*)?$/.test(text.slice(end + 1));

export const explainYamlError = (source: string, error: unknown): YamlDiagnosis => {
  const { reason, mark } = (error ?? {}) as { reason?: string; mark?: { line: number; column: number } };
  const words = reason ?? (error instanceof Error ? error.message : String(error)).split("\n")[0];
  const at = (index: number, column: number, text: string): YamlDiagnosis => ({
    line: index + 1,
    column: Math.max(0, column) + 1,
    message: `${text} (js-yaml : ${words})`,
  });
  if (!mark) return at(0, 0, SAY.generic);

  const lines = source.split(/\r?\n/);
  const close = lines.findIndex((text, index) => index > 0 && text.startsWith("---"));
  const end = close < 0 ? lines.length : close; // index of the closing `---`
  const markIndex = Math.min(mark.line, lines.length - 1); // file line mark.line + 1, 0-based
  const before = lines.slice(1, markIndex + 1).map((text, i) => ({ index: i + 1, text, ...entry(text) }));
  const here = entry(lines[markIndex]);

  // 1. A quote never closed (js-yaml reads on to the end of the block) or closed too early.
  if (/quoted scalar|implicit key/.test(words)) {
    for (const line of before.filter((candidate) => /^["']/.test(candidate.value))) {
      const shut = closing(line.text, line.valueColumn);
      const rest = lines.slice(line.index, end).join("\n");
      if (shut < 0 && (NEW_ENTRY.test(lines[line.index + 1] ?? "") || closing(rest, line.valueColumn) < 0)) {
        return at(line.index, line.valueColumn, SAY.unclosed(line.value[0], line.key));
      }
      if (shut >= 0 && textAfter(line.text, shut)) {
        return at(line.index, shut, SAY.closedEarly(line.value[0], line.key));
      }
    }
  }

  // 2. A tab in the indentation: YAML forbids it, and js-yaml 3 misreads the lines that have one.
  const tab = before.find((line) => /^ *\t/.test(line.text));
  if (tab) return at(tab.index, tab.text.indexOf("\t"), SAY.tab);

  // 3. The same key twice in one block (js-yaml's column may be negative here: only its line counts).
  if (/duplicated mapping key/.test(words) && here.key) {
    let first = -1;
    for (let i = markIndex - 1; i >= 1 && first < 0; i--) {
      const other = entry(lines[i]);
      if (other.key === here.key && other.keyColumn === here.keyColumn) first = i;
      else if (lines[i].trim() && other.indent < here.keyColumn) break;
    }
    return at(markIndex, here.keyColumn, SAY.duplicate(here.key, first + 1));
  }

  // 4. A value that starts with a character YAML reserves, or holds a colon followed by a space.
  const reserved = /^[@`%!*]/.exec(here.value);
  if (reserved) return at(markIndex, here.valueColumn, SAY.reserved(reserved[0], here.key));
  const colon = /^["'[{|>]/.test(here.value) ? -1 : here.value.search(/:(\s|$)/);
  if (colon >= 0) {
    // An example for `key: value`; in a list item, the "key" may well be part of the text.
    const quoted = here.value.includes('"') ? `'${here.value.replace(/'/g, "''")}'` : `"${here.value}"`;
    const example = here.key && !/^\s*-\s/.test(lines[markIndex]) ? `${here.key}: ${quoted}` : "";
    return at(markIndex, here.valueColumn + colon, SAY.colon(example));
  }

  // 5. A `[` or `{` (a list or an object for YAML) never closed, or followed by more text.
  if (/flow collection|implicit key/.test(words)) {
    for (const line of [...before].reverse().filter((candidate) => /^[[{]/.test(candidate.value))) {
      const shut = closing(line.text, line.valueColumn);
      if (shut < 0 || textAfter(line.text, shut)) {
        return at(line.index, line.valueColumn, SAY.bracket(line.value[0], shut >= 0, line.key));
      }
    }
  }

  // 6. A line indented more or less than its siblings (or a first key indented at all).
  if (/bad indentation/.test(words) || (/document separator/.test(words) && mark.column === here.indent)) {
    const firstKey = before.find((line) => /^\s*[^\s#]/.test(line.text));
    const line = firstKey && firstKey.indent > 0 ? firstKey : { index: markIndex, indent: here.indent };
    return at(line.index, line.indent, SAY.indent);
  }

  return at(markIndex, mark.column + (mark.line === 0 ? 3 : 0), SAY.generic);
};
