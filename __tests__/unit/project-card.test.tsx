import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ProjectCard, type ProjectCardData } from "../../src/components/projects/ProjectCard";
import { rulesFor } from "./support/css-rules";
import { Styles } from "./support/styles";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 400,
  images: { fallback: { src: "/static/permis.png", srcSet: "/static/permis.png 640w", sizes: "640px" }, sources: [] },
};

const project = (overrides: Partial<ProjectCardData> = {}): ProjectCardData => ({
  slug: "gerer-mon-permis",
  name: "Gérer mon permis",
  title:
    "Une application qui accompagne chaque élève jusqu’au permis de conduire, de la première leçon à l’examen pratique, avec ses parents et ses moniteurs",
  isReverse: false,
  tags: [
    { id: 1, name: "Application mobile" },
    { id: 6, name: "UX/UI" },
  ],
  image,
  iconUrl: "/static/icon.svg",
  ...overrides,
});

const renderCard = (data: ProjectCardData, props: Partial<React.ComponentProps<typeof ProjectCard>> = {}) =>
  render(
    <Styles>
      <ProjectCard project={data} {...props} />
    </Styles>,
  );

describe("ProjectCard", () => {
  it("links 'Voir le Projet' to the project's page", () => {
    renderCard(project());
    const link = screen.getByRole("link", { name: /^Voir le Projet/ });
    expect(link).toHaveAttribute("href", "/projet/gerer-mon-permis");
    // The hidden part of the name tells screen-reader users which project it opens.
    expect(link).toHaveAccessibleName("Voir le Projet : Gérer mon permis");
  });

  it("shows the title as a heading clamped to three lines, the full text kept", () => {
    renderCard(project());
    const title = screen.getByRole("heading", { level: 3 });
    expect(title).toHaveTextContent(/examen pratique, avec ses parents et ses moniteurs$/);
    // jsdom's computed style drops -webkit-line-clamp: read the rules that apply to the heading.
    const declarations = rulesFor(title);
    expect(declarations).toMatch(/-webkit-line-clamp:\s*3/);
    expect(declarations).toMatch(/-webkit-box-orient:\s*vertical/);
    expect(getComputedStyle(title).overflow).toBe("hidden");
  });

  it("takes the heading level it is given (h2 on the portfolio page)", () => {
    renderCard(project(), { headingLevel: 2 });
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(/^Une application/);
  });

  it("shows every tag in upper case, the words themselves unchanged for screen readers", () => {
    renderCard(project());
    const tags = within(screen.getByRole("list", { name: "Étiquettes" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Application mobile", "UX/UI"]);
    tags.forEach((tag) => expect(getComputedStyle(tag).textTransform).toBe("uppercase"));
  });

  it("shows the project's logo with its name as alternative text", () => {
    renderCard(project());
    const logo = screen.getByRole("img", { name: "Gérer mon permis" });
    expect(logo).toHaveAttribute("src", "/static/icon.svg");
    expect(logo).toHaveAttribute("width");
    expect(logo).toHaveAttribute("height");
  });

  const order = (card: HTMLElement) => {
    const visual = card.querySelector("picture");
    const heading = within(card).getByRole("heading");
    expect(visual).not.toBeNull();
    return visual!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING ? "visual first" : "text first";
  };

  // Which column the visual takes on large screens is CSS (data-reverse), checked in a browser
  // (__tests__/e2e/first-paint.test.ts): the document always has the visual first, as a phone shows it.
  it.each([false, true])("puts the visual first in the document, isReverse %s", (isReverse) => {
    renderCard(project({ isReverse }));
    const card = screen.getByTestId("project-card");
    expect(order(card)).toBe("visual first");
    expect(card).toHaveAttribute("data-reverse", String(isReverse));
  });

  it("still shows a card, with the project's name, when the logo and visual are missing", () => {
    renderCard(project({ iconUrl: null, image: null }));
    expect(screen.getByText("Gérer mon permis")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Voir le Projet/ })).toBeInTheDocument();
  });
});
