/**
 * While developing only: a panel over the page listing the content's problems, polled from
 * the dev server (docs/content.md). gatsby-browser.tsx imports it behind a NODE_ENV test the
 * build removes.
 */
import { CONTENT_PROBLEMS_PATH } from "../lib/routes";

const PANEL_ID = "voltis-content-problems";
const POLL_MS = 1500;

const drawPanel = (problems: string[]): void => {
  let panel = document.getElementById(PANEL_ID);
  if (problems.length === 0) {
    panel?.remove();
    return;
  }
  if (!panel) {
    panel = document.createElement("section");
    panel.id = PANEL_ID;
    panel.setAttribute("role", "status");
    panel.setAttribute("aria-live", "polite");
    Object.assign(panel.style, {
      position: "fixed",
      insetInline: "1rem",
      bottom: "1rem",
      zIndex: "2147483647",
      maxHeight: "50vh",
      overflow: "auto",
      padding: "1rem 1.25rem",
      background: "#fff",
      color: "#1f1f2e",
      border: "2px solid #b42318",
      borderRadius: "12px",
      boxShadow: "0 12px 32px rgba(15, 23, 42, 0.25)",
      font: "14px/1.5 system-ui, sans-serif",
    });
    document.body.appendChild(panel);
  }
  const title = document.createElement("strong");
  title.textContent = `Le contenu contient ${problems.length} erreur${problems.length > 1 ? "s" : ""}`;
  title.style.color = "#b42318";
  const list = document.createElement("ul");
  list.style.margin = "0.5rem 0";
  list.style.paddingInlineStart = "1.25rem";
  for (const line of problems) {
    const item = document.createElement("li");
    item.textContent = line;
    list.appendChild(item);
  }
  const note = document.createElement("p");
  note.style.margin = "0";
  note.textContent =
    "Les pages concernées gardent leur dernière version correcte. Corrigez le fichier\u00a0: ce panneau disparaît à l’enregistrement.";
  panel.replaceChildren(title, list, note);
};

export const showContentProblems = (): void => {
  let last = "";
  const poll = async () => {
    try {
      const response = await fetch(CONTENT_PROBLEMS_PATH, { cache: "no-store" });
      const { problems } = (await response.json()) as { problems: string[] };
      const key = JSON.stringify(problems);
      if (key !== last) drawPanel(problems);
      last = key;
    } catch {
      // The dev server is restarting: ask again at the next tick.
    }
    window.setTimeout(poll, POLL_MS);
  };
  void poll();
};
