/**
 * Decap only logs the YAML-only engine's refusal of a front matter: the engine sends
 * FRONT_MATTER_REFUSED and this shows it in French as an alert (docs/cms.md, « Front matter: YAML only »).
 */
export const FRONT_MATTER_REFUSED = "voltis:front-matter-refused";

const BANNER_ID = "voltis-front-matter-refused";

/** The entry open in the admin, from its address (`#/collections/projects/entries/piege-js/index`), if any. */
const openEntry = (hash: string): string | null => {
  const match = /#\/collections\/([^/]+)\/entries\/(.+)$/.exec(hash);
  return match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}` : null;
};

export const refusalText = (language: string, entry: string | null): string =>
  `${entry ? `L’entrée « ${entry} »` : "Un fichier de cette collection"} ne peut pas être lu : ` +
  `son frontmatter est écrit en « ${language} », or le CMS ne lit que du YAML entre deux lignes « --- ». ` +
  "Rien de ce fichier n’a été exécuté ni repris dans le formulaire : ne l’enregistrez pas, " +
  "demandez qu’il soit corrigé dans le dépôt.";

const showRefusal = (language: string): void => {
  const text = refusalText(language, openEntry(window.location.hash));
  let banner = document.getElementById(BANNER_ID);
  if (!banner) {
    banner = document.createElement("div");
    banner.id = BANNER_ID;
    banner.setAttribute("role", "alert");
    Object.assign(banner.style, {
      position: "fixed",
      zIndex: "10000",
      top: "12px",
      left: "50%",
      transform: "translateX(-50%)",
      maxWidth: "min(720px, calc(100vw - 24px))",
      padding: "14px 44px 14px 18px",
      borderRadius: "10px",
      background: "#FEF2F2",
      border: "1px solid #DC2626",
      color: "#7F1D1D",
      font: "500 15px/1.45 system-ui, sans-serif",
      boxShadow: "0 8px 24px rgba(15, 23, 42, 0.18)",
    });
    const message = document.createElement("p");
    message.style.margin = "0";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", "Fermer ce message");
    Object.assign(close.style, {
      position: "absolute",
      top: "6px",
      right: "8px",
      border: "0",
      background: "transparent",
      color: "inherit",
      font: "600 22px/1 system-ui, sans-serif",
      cursor: "pointer",
    });
    close.addEventListener("click", () => banner?.remove());
    banner.append(message, close);
    document.body.append(banner);
  }
  const message = banner.querySelector("p");
  if (message && message.textContent !== text) message.textContent = text;
};

export const showFrontMatterRefusals = (): void => {
  window.addEventListener(FRONT_MATTER_REFUSED, (event) => {
    showRefusal(String((event as CustomEvent<{ language?: string }>).detail?.language ?? "?"));
  });
};
