import * as fs from "fs";
import * as path from "path";
import { inlineSvg } from "../../src/node/content/inline-svg";
import { refusalMessage, sanitiseSvg, type CleanSvg } from "../../src/node/content/svg-sanitiser";

const ROOT = path.join(__dirname, "..", "..");
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (content: string, attributes = "") => `<svg ${NS}${attributes} viewBox="0 0 10 10">${content}</svg>`;

/** Every SVG of content/ (client logos, project logos and page logos) and of src/ (the site's own logo). */
const contentSvgs = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.toLowerCase().endsWith(".svg")) found.push(path.relative(ROOT, full));
    }
  };
  walk(path.join(ROOT, "content"));
  walk(path.join(ROOT, "src"));
  return found.sort();
};

const accepted = (source: string): CleanSvg => {
  const result = sanitiseSvg(source);
  if (!result.ok) throw new Error(`refusé : ${refusalMessage("./logo.svg", result.refusal)}`);
  return result.svg;
};

const refusal = (source: string): string => {
  const result = sanitiseSvg(source);
  if (result.ok) throw new Error(`accepté : ${result.svg.document}`);
  return refusalMessage("./logo.svg", result.refusal);
};

/** The drawing elements the sanitiser keeps, as an HTML or XML parser names them. */
const DRAWING = new Set(
  "svg g defs title desc path rect circle ellipse line polyline polygon text tspan mask clipPath linearGradient radialGradient stop use symbol pattern"
    .split(" ")
    .flatMap((name) => [name, name.toLowerCase()]),
);

/** What a browser would build from the output: only drawing elements, no event attribute, no link out of the file. */
const expectOnlyDrawing = (root: Element) => {
  for (const element of [root, ...Array.from(root.querySelectorAll("*"))]) {
    expect(DRAWING.has(element.localName) ? "drawing" : element.outerHTML).toBe("drawing");
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (/href$/i.test(attribute.name)) expect(attribute.value).toMatch(/^#/);
      expect(attribute.value).not.toMatch(/url\(\s*['"]?[^#'"\s]/i);
    }
  }
};

/** The inline markup as the page's HTML parser reads it, and the served file as the browser's XML parser does. */
const expectSafeEverywhere = (clean: CleanSvg) => {
  const page = document.createElement("div");
  page.innerHTML = `<p>avant</p><svg viewBox="${clean.viewBox}">${inlineSvg(clean, "test").markup}</svg><p>après</p>`;
  expect(Array.from(page.children).map((child) => child.localName)).toEqual(["p", "svg", "p"]);
  expectOnlyDrawing(page.children[1]);
  const file = new DOMParser().parseFromString(clean.document, "image/svg+xml");
  expect(file.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(file.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
  expectOnlyDrawing(file.documentElement);
};

describe("the SVG sanitiser on the logos of content/ and src/", () => {
  const files = contentSvgs();

  it("finds every logo of content/ and the site's own", () => {
    expect(files.filter((file) => file.startsWith("content/clients/"))).toHaveLength(10);
    expect(files.filter((file) => file.startsWith("content/projects/"))).toHaveLength(9);
    expect(files).toContain("src/images/logo.svg");
  });

  it.each(files)("%s passes, drawn as before, and its output is a fixed point", (file) => {
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    const clean = accepted(source);
    // The same drawing: every element and attribute of the file, in order (the editors' files have no comment or declaration).
    expect(clean.document).toBe(source.trim().replace(/\s*\/>/g, "/>"));
    expect(accepted(clean.document).document).toBe(clean.document);
    expect(clean.viewBox).toBe(/viewBox="([^"]+)"/.exec(source)?.[1]);
    expectSafeEverywhere(clean);
    // Inline: without its root, title or sizes, its words (the company's name, drawn as text) still there.
    const { markup } = inlineSvg(clean, "test");
    expect(markup).not.toMatch(/<svg\b|<title\b/);
    for (const text of source.matchAll(/<text\b[^>]*>([^<]+)<\/text>/g)) expect(markup).toContain(`>${text[1]}</text>`);
    expect(markup.length).toBeLessThan(source.length);
  });
});

describe("hostile SVGs, each refused in French", () => {
  const corpus: [string, string, string][] = [
    [
      "a processing instruction that an HTML parser ends at its first >",
      svg("<?x ></svg><img src=x onerror=alert(1)><svg>?>"),
      "une instruction de traitement <?x …?> (dans <svg>)",
    ],
    ["a processing instruction before the root", `<?xml-stylesheet href="evil.css"?>${svg("")}`, "une instruction de traitement <?xml-stylesheet …?>"],
    ["a script", svg("<script>alert(1)</script>"), "l’élément <script> (un script)"],
    ["a script in another case", svg("<Script>alert(1)</Script><SCRIPT>alert(1)</SCRIPT>"), "l’élément <Script> (un script)"],
    [
      "a script under a prefix bound to the SVG namespace",
      `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><s:script>alert(1)</s:script></svg>`,
      "l’élément <s:script> (un script)",
    ],
    [
      "an XHTML script",
      `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml" viewBox="0 0 10 10"><h:script>alert(1)</h:script></svg>`,
      "l’élément <h:script> (un script)",
    ],
    [
      "a foreignObject",
      svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>'),
      "l’élément <foreignObject> (du HTML)",
    ],
    ["onload on the root", `<svg ${NS} viewBox="0 0 10 10" onload="alert(1)"/>`, "l’attribut onload sur <svg> (un script)"],
    ["OnLoad, which HTML reads as onload", `<svg ${NS} viewBox="0 0 10 10" OnLoad="alert(1)"/>`, "l’attribut OnLoad sur <svg> (un script)"],
    ["ONCLICK on a shape", svg('<rect width="10" height="10" ONCLICK="alert(1)"/>'), "l’attribut ONCLICK sur <rect> (un script)"],
    [
      "an event attribute in the XLink namespace",
      svg('<rect width="10" height="10" xlink:onclick="alert(1)"/>', ` ${XLINK}`),
      "l’attribut xlink:onclick sur <rect> (un script)",
    ],
    [
      "a use of a javascript: href",
      svg('<use href="javascript:alert(1)"/>'),
      "le lien href=\"javascript:alert(1)\" sur <use>, qui ne mène pas à un élément du fichier",
    ],
    [
      "an xlink:href to a data: URL",
      svg('<use xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>', ` ${XLINK}`),
      "le lien xlink:href=\"data:image/svg+xml,<svg onload=alert(1)>\" sur <use>",
    ],
    ["a use of another file", svg('<use href="other.svg#logo"/>'), "le lien href=\"other.svg#logo\" sur <use>"],
    ["a use of the page's icon sprite", svg('<use href="#icon-phone"/>'), "le lien href=\"#icon-phone\" sur <use>"],
    [
      "a gradient inheriting from another file",
      svg('<linearGradient id="g" xlink:href="https://evil.example/g.svg#g"/>', ` ${XLINK}`),
      "le lien xlink:href=\"https://evil.example/g.svg#g\" sur <linearGradient>",
    ],
    ["a link", svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>'), "l’élément <a> (un lien)"],
    ["an image", svg('<image href="https://tracker.example/pixel.png"/>'), "l’élément <image> (une image)"],
    ["a stylesheet with @import", svg('<style>@import url("https://evil.example/x.css");</style>'), "l’élément <style> (une feuille de style)"],
    [
      "a stylesheet in CDATA with url()",
      svg("<style><![CDATA[rect{fill:url(https://evil.example/x.svg#a)}]]></style>"),
      "l’élément <style> (une feuille de style)",
    ],
    [
      "a style attribute with url() out of the file",
      svg('<rect width="10" height="10" style="fill:url(https://evil.example/x.svg#a)"/>'),
      "style=\"fill:url(https://evil.example/x.svg#a)\" sur <rect>, qui pointe hors du fichier",
    ],
    [
      "a style attribute with @import",
      svg('<rect width="10" height="10" style="@import url(x.css); fill:red"/>'),
      "style=\"@import url(x.css); fill:red\" sur <rect> (autre chose que des propriétés de dessin)",
    ],
    [
      "a style attribute with a property that is not drawing",
      svg('<rect width="10" height="10" style="fill:red;position:fixed"/>'),
      "la propriété «\u00a0position:fixed\u00a0» du style de <rect>",
    ],
    [
      "a fill to another file",
      svg('<rect width="10" height="10" fill="url(&quot;https://evil.example/x.svg#a&quot;)"/>'),
      "sur <rect>, qui pointe hors du fichier",
    ],
    [
      "a url() hidden behind a CSS escape",
      svg('<rect width="10" height="10" fill="\\75 rl(https://evil.example/x.svg#a)"/>'),
      "(barre oblique inverse, un échappement CSS)",
    ],
    [
      "image-set() in a style",
      svg('<rect width="10" height="10" style="fill:image-set(\'https://evil.example/x.png\' 1x)"/>'),
      "style=\"fill:image-set('https://evil.example/x.png' 1x)\" sur <rect> (la fonction CSS image-set(), qui va chercher un fichier ou un élément hors du logo)",
    ],
    [
      "-webkit-image-set() in the mask attribute",
      svg('<rect width="10" height="10" mask="-webkit-image-set(url(https://evil.example/m.png) 1x)"/>'),
      "mask=\"-webkit-image-set(url(https://evil.example/m.png) 1x)\" sur <rect> (la fonction CSS -webkit-image-set(), qui va",
    ],
    [
      "IMAGE-SET() in capitals, spaces inside, in a style property in capitals",
      svg('<rect width="10" height="10" style="FILL :  IMAGE-SET(  &quot;x.png&quot;&#10;1x )"/>'),
      "style=\"FILL : IMAGE-SET( \"x.png\" 1x )\" sur <rect> (la fonction CSS image-set(), qui va chercher",
    ],
    [
      "iMaGe-SeT with a tab before its bracket (not a function to CSS, but not a drawing value either)",
      svg('<rect width="10" height="10" fill="iMaGe-SeT&#9;(\'x.png\' 1x)"/>'),
      "fill=\"iMaGe-SeT ('x.png' 1x)\" sur <rect> («\u00a0(\u00a0», qui n’a pas sa place dans une valeur de dessin)",
    ],
    [
      "cross-fade()",
      svg('<rect width="10" height="10" fill="cross-fade(url(a.png), url(b.png), 50%)"/>'),
      "fill=\"cross-fade(url(a.png), url(b.png), 50%)\" sur <rect> (la fonction CSS cross-fade(), qui va chercher",
    ],
    [
      "element(), which draws an element of the page",
      svg('<rect width="10" height="10" stroke="element(#icon-phone)"/>'),
      "stroke=\"element(#icon-phone)\" sur <rect> (la fonction CSS element(), qui va chercher un fichier ou un élément hors du logo)",
    ],
    [
      "-moz-element()",
      svg('<rect width="10" height="10" style="fill:-moz-element(#icon-phone)"/>'),
      "(la fonction CSS -moz-element(), qui va chercher un fichier ou un élément hors du logo)",
    ],
    [
      "paint(), a worklet of the page",
      svg('<rect width="10" height="10" style="stroke:paint(checkerboard)"/>'),
      "style=\"stroke:paint(checkerboard)\" sur <rect> (la fonction CSS paint(), qui va chercher",
    ],
    [
      "src()",
      svg('<rect width="10" height="10" fill="src(&quot;https://evil.example/x.svg#a&quot;)"/>'),
      "(la fonction CSS src(), qui va chercher un fichier ou un élément hors du logo)",
    ],
    [
      "a function that loads nothing but is not a drawing value",
      svg('<rect width="10" height="10" fill="var(--brand)"/>'),
      "fill=\"var(--brand)\" sur <rect> (la fonction CSS var()\u00a0: une valeur de dessin n’est faite que de nombres, de couleurs, de mots-clés et de références url(#…) au fichier)",
    ],
    [
      "rgb() around something else than numbers",
      svg('<rect width="10" height="10" fill="rgb(from image-set(\'x.png\' 1x) r g b)"/>'),
      "sur <rect> (une couleur rgb() dont les parenthèses ne tiennent pas que des nombres)",
    ],
    [
      "a url() whose address is written with CSS escapes",
      svg('<rect width="10" height="10" style="fill:url(https\\3a //evil.example/x.svg#a)"/>'),
      "style=\"fill:url(https\\3a //evil.example/x.svg#a)\" sur <rect> (barre oblique inverse, un échappement CSS)",
    ],
    [
      "image-set() behind a CSS escape in a property of a style",
      svg('<rect width="10" height="10" style="f\\69ll:\\69mage-set(\'x.png\' 1x)"/>'),
      "(barre oblique inverse, un échappement CSS)",
    ],
    [
      "image-set() cut by a CSS comment in a style",
      svg('<rect width="10" height="10" style="fill:image-set/**/(\'x.png\' 1x)"/>'),
      "sur <rect> (autre chose que des propriétés de dessin)",
    ],
    [
      "a CSS comment in a presentation attribute",
      svg('<rect width="10" height="10" mask="image-set/**/(\'x.png\' 1x)"/>'),
      "sur <rect> («\u00a0*\u00a0», qui n’a pas sa place dans une valeur de dessin)",
    ],
    [
      "a local url() to an id the file does not define",
      svg('<rect width="10" height="10" fill="url(#icon-phone)"/>'),
      "fill=\"url(#icon-phone)\" sur <rect>, qui pointe hors du fichier ou vers un élément absent",
    ],
    [
      "an animate that changes an href",
      svg('<use href="#a"><animate attributeName="href" to="javascript:alert(1)"/></use><rect id="a" width="1" height="1"/>'),
      "l’élément <animate> (une animation)",
    ],
    [
      "a set that changes an xlink:href",
      svg('<set attributeName="xlink:href" to="javascript:alert(1)" begin="0s"/>', ` ${XLINK}`),
      "l’élément <set> (une animation)",
    ],
    [
      "entities declared in an internal DTD subset",
      `<!DOCTYPE svg [<!ENTITY logo "<script>alert(1)</script>">]><svg ${NS} viewBox="0 0 10 10"><text>&logo;</text></svg>`,
      "une déclaration d’entités dans le DOCTYPE ([…])",
    ],
    [
      "an entity used in an attribute",
      `<!DOCTYPE svg [<!ENTITY u "javascript:alert(1)">]><svg ${NS} viewBox="0 0 10 10"><use href="&u;"/></svg>`,
      "une déclaration d’entités dans le DOCTYPE ([…])",
    ],
    [
      "a CDATA section that would close the text in a page",
      svg("<text><![CDATA[</text><img src=x onerror=alert(1)>]]></text>"),
      "une section CDATA (dans <text>)",
    ],
    ["text outside a text element", svg("<g>Cliquez ici</g>"), "du texte hors d’un élément <text> (dans <g>)"],
    [
      "an unknown attribute",
      svg('<rect width="10" height="10" formaction="https://evil.example"/>'),
      "l’attribut formaction sur <rect>",
    ],
  ];

  it.each(corpus)("refuses %s", (_name, source, reason) => {
    const text = refusal(source);
    expect(text).toContain(reason);
    expect(text).toMatch(/^le logo «\u00a0\.\/logo\.svg\u00a0» contient ce qu’un logo du site ne peut pas contenir\u00a0: /);
    expect(text).toContain("réenregistrez-le en «\u00a0SVG simple\u00a0»");
  });

  it("lists every reason of one file at once", () => {
    const text = refusal(svg('<script>1</script><rect onclick="2" width="1" height="1"/><?x y?>'));
    expect(text).toContain("l’élément <script> (un script)\u00a0; l’attribut onclick sur <rect> (un script)\u00a0; une instruction de traitement <?x …?>");
  });

  it("refuses what is not XML, not an <svg>, or without a size, saying which", () => {
    expect(refusal(`<svg ${NS}>\n<rect width="10">\n</svg>`)).toBe(
      "le logo «\u00a0./logo.svg\u00a0» n’est pas un SVG lisible (XML invalide à la ligne 3)\u00a0: réenregistrez-le en SVG depuis le logiciel de dessin.",
    );
    expect(refusal("<svg><g>")).toMatch(/n’est pas un SVG lisible \(XML invalide à la ligne 1\)/);
    expect(refusal("<svg>&undeclared;</svg>")).toMatch(/n’est pas un SVG lisible/);
    expect(refusal("<html><body>Logo</body></html>")).toBe(
      "le logo «\u00a0./logo.svg\u00a0» n’est pas un SVG (son élément principal est <html>, pas <svg>)\u00a0: ce champ attend un logo vectoriel, un fichier SVG (extension .svg).",
    );
    expect(refusal('<svg xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"/>')).toContain(
      "n’est pas un SVG (son élément principal est <svg xmlns=\"http://www.w3.org/1999/xhtml\">, pas <svg>)",
    );
    expect(refusal(`<svg ${NS}><path d="M0 0h10v10z"/></svg>`)).toBe(
      "le logo «\u00a0./logo.svg\u00a0» n’a pas de taille\u00a0: son élément <svg> doit avoir un attribut viewBox (ou width et height en nombres).",
    );
  });
});

describe("what the sanitiser leaves out without a word", () => {
  it("the XML declaration, comments, a DOCTYPE without entities and whitespace: they never draw", () => {
    const clean = accepted(
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 28.0 -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        `<svg ${NS} viewBox="0 0 10 10">\n  <!-- </svg><img src=x onerror=alert(1)> -->\n  <rect width="10" height="10"/>\n</svg>\n`,
    );
    expect(clean.document).toBe(`<svg ${NS} viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`);
    expectSafeEverywhere(clean);
  });

  it("an editor's metadata, namespaces, classes and data- attributes", () => {
    const clean = accepted(
      `<svg ${NS} ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ` +
        'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ' +
        'viewBox="0 0 10 10" inkscape:version="1.3" sodipodi:docname="logo.svg">' +
        '<sodipodi:namedview id="nv" inkscape:zoom="2"/><metadata><rdf:RDF><rdf:Description/></rdf:RDF></metadata>' +
        '<g id="Calque_1" data-name="Calque 1" class="cls-1" inkscape:label="Logo"><rect width="10" height="10" fill="#123456"/></g></svg>',
    );
    expect(clean.document).toBe(`<svg ${NS} viewBox="0 0 10 10"><g id="Calque_1"><rect width="10" height="10" fill="#123456"/></g></svg>`);
  });
});

describe("what the sanitiser keeps", () => {
  it("references inside the file, a style of drawing properties, text escaped, and a viewBox from the size", () => {
    const clean = accepted(
      `<svg ${NS} ${XLINK} width="40px" height="20">` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h4"/></defs>' +
        '<use xlink:href="#p" style="fill: url(#g) ; stroke:#000"/><rect width="4" height="4" fill="url(\'#g\')"/>' +
        '<text xml:space="preserve">A &amp; B &lt;img src=x onerror=alert(1)&gt;</text></svg>',
    );
    expect(clean.viewBox).toBe("0 0 40 20");
    expect(clean.document).toBe(
      `<svg ${NS} ${XLINK} viewBox="0 0 40 20" width="40px" height="20">` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h4"/></defs>' +
        '<use xlink:href="#p" style="fill:url(#g);stroke:#000"/><rect width="4" height="4" fill="url(\'#g\')"/>' +
        '<text xml:space="preserve">A &amp; B &lt;img src=x onerror=alert(1)&gt;</text></svg>',
    );
    expectSafeEverywhere(clean);
  });

  it("drawing values: a gradient by url(#id), rgb() and hsl() colours, numbers, lengths, keywords, quoted font names and lists", () => {
    const drawing =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="rgb(79, 70, 229)"/><stop offset="1" stop-color="hsla(187deg, 94%, 43%, .9)"/></linearGradient></defs>' +
      '<rect width="10" height="10" fill="url(#g)" stroke="rgb(6 182 212 / 50%)" stroke-dasharray="2, 1.5" stroke-width=".5px"/>' +
      '<text font-family="\'Helvetica Neue\', Sésame, sans-serif" font-size="1.2em" letter-spacing="-0.02em" ' +
      'style="fill:URL( \'#g\' ) #0F1729;stroke:currentColor;font-weight:700 !important">Logo</text>';
    const clean = accepted(svg(drawing));
    expect(clean.document).toBe(svg(drawing));
    expectSafeEverywhere(clean);
    // Made smaller by svgo (which writes `url(#a)#0f1729`, without a space) and sanitised again for the page: still
    // accepted, the gradient still referenced.
    const { markup } = inlineSvg(clean, "test");
    const gradient = /<linearGradient id="(logo-test-[^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`<path fill="url(#${gradient})"`);
    expect(markup).toContain(`style="fill:url(#${gradient})#0f1729;`);
  });

  it("inline, prefixes ids with the logo's name and follows them in references, so two logos never share an id", () => {
    const clean = accepted(
      svg('<mask id="face"><rect width="40" height="40" fill="#fff"/></mask><circle cx="20" cy="20" r="18" mask="url(#face)"/><circle cx="20" cy="20" r="8" mask="url(#face)"/>'),
    );
    const first = inlineSvg(clean, "kids-care").markup;
    const second = inlineSvg(clean, "flotteo").markup;
    const idOf = (markup: string) => /<mask id="([^"]+)"/.exec(markup)?.[1];
    expect(idOf(first)).toMatch(/^logo-kids-care-/);
    expect(idOf(second)).toMatch(/^logo-flotteo-/);
    expect(first).toContain(`url(#${idOf(first)})`);
    expect(first).not.toContain("url(#face)");
  });
});
