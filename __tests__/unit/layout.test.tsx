import * as fs from "fs";
import * as path from "path";
import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/layout/Header";
import { Footer } from "../../src/components/layout/Footer";
import { LegalPageView } from "../../src/components/legal/LegalPageView";
import { Styles } from "./support/styles";
import { readFrontMatter } from "../../src/lib/content/front-matter";

/** The header's entries as the writers keep them (content/navigation/index.md), however many there are. */
const LINKS = readFrontMatter(
  fs.readFileSync(path.resolve(__dirname, "../../content/navigation/index.md"), "utf8"),
  "content/navigation/index.md",
).data.header as { id: number; title: string; link: string }[];

const withTheme = (ui: React.ReactElement) => render(<Styles>{ui}</Styles>);

describe("Header", () => {
  it("links the logo to /accueil and lists the navigation's entries in the main navigation", () => {
    withTheme(<Header siteName="Voltis Digital" links={LINKS} />);
    expect(screen.getByRole("link", { name: "Voltis Digital, accueil" })).toHaveAttribute("href", "/accueil");
    // jsdom has no viewport: the desktop navigation is display:none (mobile first), hence `hidden: true`.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Navigation principale"]')!;
    expect(
      within(nav)
        .getAllByRole("link", { hidden: true })
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(LINKS.map((l) => [l.title, l.link]));
  });

  it("opens and closes the mobile menu with its button, with aria-expanded and a blurred backdrop", async () => {
    const user = userEvent.setup();
    withTheme(<Header siteName="Voltis Digital" links={LINKS} />);
    const button = screen.getByRole("button", { name: /menu/i });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("menu-backdrop")).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("menu-backdrop")).toBeVisible();
    expect(within(screen.getByRole("navigation", { name: "Navigation mobile" })).getAllByRole("link")).toHaveLength(LINKS.length);

    await user.click(screen.getByRole("button", { name: /fermer/i }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("menu-backdrop")).not.toBeVisible();
  });

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup();
    withTheme(<Header siteName="Voltis Digital" links={LINKS} />);
    await user.click(screen.getByRole("button", { name: /menu/i }));
    const mobileNav = screen.getByRole("navigation", { name: "Navigation mobile" });
    await user.click(within(mobileNav).getByRole("link", { name: /Tarifs/ }));
    expect(screen.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    withTheme(<Header siteName="Voltis Digital" links={LINKS} />);
    await user.click(screen.getByRole("button", { name: /menu/i }));
    await user.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: /menu/i });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes the menu on a click on the blurred page behind", async () => {
    const user = userEvent.setup();
    withTheme(<Header siteName="Voltis Digital" links={LINKS} />);
    await user.click(screen.getByRole("button", { name: /menu/i }));
    await user.click(screen.getByTestId("menu-backdrop"));
    expect(screen.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Footer", () => {
  const site = {
    name: "Voltis Digital",
    description: "Agence digitale.",
    email: "contact@exemple.fr",
    phone: "+33100000000",
    phoneDisplay: "01 00 00 00 00",
    legalForm: "SAS",
    capital: "500 €",
    address: { street: "1 rue de l’Exemple", postalCode: "78500", city: "Sartrouville", country: "France" },
    social: [
      { name: "LinkedIn", url: "https://www.linkedin.com/company/x" },
      { name: "Instagram", url: "https://www.instagram.com/x" },
      { name: "Facebook", url: "https://www.facebook.com/x" },
    ],
  } as unknown as Parameters<typeof Footer>[0]["site"];

  it("has the three columns with the contact facts, the sections and the other pages", () => {
    withTheme(
      <Footer
        site={site}
        sections={[{ id: 1, title: "Accueil", link: "/accueil" }]}
        pages={[{ id: 1, title: "Mentions légales", link: "/mentions-legales" }]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Contact" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Autres pages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /contact@exemple\.fr/ })).toHaveAttribute(
      "href",
      "mailto:contact@exemple.fr",
    );
    expect(screen.getByRole("link", { name: /01 00 00 00 00/ })).toHaveAttribute("href", "tel:+33100000000");
    expect(screen.getByText(/1 rue de l’Exemple/)).toBeInTheDocument();
    for (const name of ["LinkedIn", "Instagram", "Facebook"]) {
      const link = screen.getByRole("link", { name: new RegExp(name) });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
  });
});

describe("LegalPageView", () => {
  it("shows the title, the update date and a table of contents linking to each section", () => {
    withTheme(
      <LegalPageView
        title="Conditions générales d’utilisation"
        updatedAt="24/09/2025"
        html={'<h2 id="article-1-objet">Article 1 – Objet</h2><p>Texte.</p>'}
        toc={[{ id: "article-1-objet", value: "Article 1 – Objet" }]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Conditions générales d’utilisation" })).toBeInTheDocument();
    // With the non-breaking space French typography puts before a colon.
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent).toBe(
      "Dernière mise à jour\u00a0: 24/09/2025",
    );
    const toc = screen.getByRole("navigation", { name: "Sommaire" });
    expect(within(toc).getByRole("link", { name: "Article 1 – Objet" })).toHaveAttribute("href", "#article-1-objet");
    expect(document.getElementById("article-1-objet")).not.toBeNull();
  });

  it("has no table of contents when none is asked for", () => {
    withTheme(<LegalPageView title="Politique de cookies" html="<p>Texte.</p>" />);
    expect(screen.queryByRole("navigation", { name: "Sommaire" })).toBeNull();
  });
});
