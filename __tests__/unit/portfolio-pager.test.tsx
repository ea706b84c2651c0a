import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { PortfolioView } from "../../src/components/projects/PortfolioView";
import type { ProjectCardData } from "../../src/components/projects/ProjectCard";
import { Styles } from "./support/styles";

const projects = (count: number): ProjectCardData[] =>
  Array.from({ length: count }, (_, index) => ({
    slug: `projet-${index + 1}`,
    name: `Projet ${index + 1}`,
    title: `Une étude de cas numéro ${index + 1}`,
    isReverse: index % 2 === 1,
    tags: [{ id: 1, name: "Application web" }],
    image: null,
  }));

const renderPortfolio = (props: Partial<React.ComponentProps<typeof PortfolioView>>) =>
  render(
    <Styles>
      <PortfolioView title="Nos projets parlent d’eux-mêmes" projects={projects(3)} {...props} />
    </Styles>,
  );

describe("the portfolio's pages", () => {
  it("shows no page links while every project fits on /realisation", () => {
    renderPortfolio({ projects: projects(7) });
    expect(screen.getAllByTestId("project-card")).toHaveLength(7);
    expect(screen.queryByRole("navigation", { name: "Pages des réalisations" })).toBeNull();
  });

  it("links every page, marks the current one, and offers the previous and next pages", () => {
    renderPortfolio({ page: 2, pageCount: 3 });
    const nav = screen.getByRole("navigation", { name: "Pages des réalisations" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["← Page précédente", "/realisation"],
      ["Page 1", "/realisation"],
      ["Page 2", "/realisation/2"],
      ["Page 3", "/realisation/3"],
      ["Page suivante →", "/realisation/3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { unmount } = renderPortfolio({ page: 1, pageCount: 2 });
    let nav = screen.getByRole("navigation", { name: "Pages des réalisations" });
    expect(within(nav).queryByRole("link", { name: /précédente/ })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Page suivante →" })).toHaveAttribute("href", "/realisation/2");
    unmount();
    renderPortfolio({ page: 2, pageCount: 2 });
    nav = screen.getByRole("navigation", { name: "Pages des réalisations" });
    expect(within(nav).queryByRole("link", { name: /suivante/ })).toBeNull();
  });
});
