import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ProjectErrorBoundary, ProjectView, type ProjectViewData } from "../../src/components/projects/ProjectView";
import { rulesFor } from "./support/css-rules";
import { Styles } from "./support/styles";

const picture = (src: string, width: number, height: number): IGatsbyImageData => ({
  layout: "constrained",
  width,
  height,
  images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: `${width}px` }, sources: [] },
});

const project = (overrides: Partial<ProjectViewData> = {}): ProjectViewData => ({
  slug: "kids-care",
  name: "Kids Care",
  title: "Une application qui rassure les parents",
  client: "Kids Care",
  year: 2024,
  tags: [
    { id: 1, name: "Application mobile" },
    { id: 7, name: "Réservation en ligne" },
  ],
  logoUrl: "/static/icon-page.svg",
  websiteLink: "https://www.kidscare.fr",
  isAvailable: true,
  video: null,
  thumbnail: null,
  image: picture("/static/image.png", 840, 525),
  html: "<h2>Le contexte</h2><p>Une crèche de <strong>40 places</strong>.</p><hr><ul><li>Réservation</li></ul>",
  ...overrides,
});

const wrap = (ui: React.ReactElement) => render(<Styles>{ui}</Styles>);

const stage = () => screen.getByTestId("project-stage");

describe("ProjectView", () => {
  it("shows the video as a poster over the project's image, with no player before a click", () => {
    wrap(<ProjectView project={project({ video: "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E" })} />);
    expect(within(stage()).queryByTitle(/Vidéo/)).toBeNull();
    const play = within(stage()).getByRole("button", { name: "Lire la vidéo du projet Kids Care" });
    expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=Vt4mR8nZc1E");
    // The project's own image, loaded first: it is the top of the page.
    const image = stage().querySelector("picture img");
    expect(image).toHaveAttribute("src", "/static/image.png");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(rulesFor(stage())).toMatch(/aspect-ratio:\s*16\s*\/\s*9/);
  });

  it("plays the video from youtube-nocookie.com in the same box once asked", async () => {
    wrap(<ProjectView project={project({ video: "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E" })} />);
    await userEvent.click(within(stage()).getByRole("button", { name: /^Lire la vidéo/ }));
    const frame = within(stage()).getByTitle("Vidéo de présentation du projet Kids Care");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E?autoplay=1");
    expect(frame).toHaveFocus();
  });

  it("shows the thumbnail when there is no video, loaded first and with high priority", () => {
    wrap(<ProjectView project={project({ thumbnail: picture("/static/thumbnail.png", 1120, 630) })} />);
    expect(within(stage()).queryByTitle(/Vidéo/)).toBeNull();
    const thumbnail = within(stage()).getByRole("img", { name: "Aperçu du projet Kids Care" });
    expect(thumbnail).toHaveAttribute("src", "/static/thumbnail.png");
    expect(thumbnail).toHaveAttribute("loading", "eager");
    expect(thumbnail).toHaveAttribute("fetchpriority", "high");
  });

  it("prefers the video to the thumbnail when both exist", () => {
    wrap(
      <ProjectView
        project={project({
          video: "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E",
          thumbnail: picture("/static/thumbnail.png", 1120, 630),
        })}
      />,
    );
    expect(within(stage()).getByRole("button", { name: /^Lire la vidéo/ })).toBeInTheDocument();
    // The poster shows the thumbnail, made for this box.
    expect(stage().querySelector("picture img")).toHaveAttribute("src", "/static/thumbnail.png");
  });

  it("keeps an empty placeholder of the same 16:9 box when there is neither video nor thumbnail", () => {
    wrap(<ProjectView project={project()} />);
    expect(within(stage()).getByTestId("project-media-placeholder")).toBeInTheDocument();
    expect(within(stage()).queryByRole("img")).toBeNull();
    // jsdom's computed style has no aspect-ratio: read the rules that apply to the box.
    expect(rulesFor(stage())).toMatch(/aspect-ratio:\s*16\s*\/\s*9/);
  });

  it("shows the page logo, the tags, the title as the page's one h1, and the main image", () => {
    wrap(<ProjectView project={project()} />);
    expect(screen.getByRole("img", { name: "Kids Care" })).toHaveAttribute("src", "/static/icon-page.svg");
    const tags = within(screen.getByRole("list", { name: "Étiquettes" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["Application mobile", "Réservation en ligne"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Une application qui rassure les parents");
    const main = screen.getByRole("img", { name: /^Le projet Kids Care/ });
    // Below the fold: lazily loaded, so the address may wait in data-src until the image nears the viewport.
    expect(main.getAttribute("src") ?? main.getAttribute("data-src")).toBe("/static/image.png");
    expect(main).toHaveAttribute("loading", "lazy");
  });

  it("opens 'Voir le site' in a new tab without opener or referrer", () => {
    wrap(<ProjectView project={project()} />);
    const link = screen.getByRole("link", { name: /^Voir le site/ });
    expect(link).toHaveAttribute("href", "https://www.kidscare.fr");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("disables 'Voir le site' while the client's site is not online", () => {
    wrap(<ProjectView project={project({ isAvailable: false })} />);
    const link = screen.getByRole("link", { name: /^Voir le site/ });
    expect(link).not.toHaveAttribute("href");
    expect(link).toHaveAttribute("aria-disabled", "true");
  });

  it("renders the description's headings, paragraphs, rule and lists", () => {
    const { container } = wrap(<ProjectView project={project()} />);
    expect(screen.getByRole("heading", { level: 2, name: "Le contexte" })).toBeInTheDocument();
    expect(screen.getByText("40 places").tagName).toBe("STRONG");
    expect(container.querySelector("hr")).not.toBeNull();
    expect(screen.getByText("Réservation").tagName).toBe("LI");
  });

  it("says 'No project data available' when the project is missing", () => {
    wrap(<ProjectView project={null} />);
    expect(screen.getByText("No project data available")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("shows the shared closing section after the story", () => {
    wrap(<ProjectView project={project()} closing={<section aria-label="Contact">Parlons de votre projet</section>} />);
    expect(screen.getByRole("region", { name: "Contact" })).toBeInTheDocument();
  });
});

describe("ProjectErrorBoundary", () => {
  const Broken = (): React.ReactElement => {
    throw new Error("Le projet n’a pas pu être affiché.");
  };

  it("shows a thrown error's message, in red", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    wrap(
      <ProjectErrorBoundary>
        <Broken />
      </ProjectErrorBoundary>,
    );
    spy.mockRestore();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Le projet n’a pas pu être affiché.");
    expect(getComputedStyle(alert).color).toBe("rgb(185, 28, 28)"); // theme.colors.danger
  });

  it("renders the page untouched when nothing throws", () => {
    wrap(
      <ProjectErrorBoundary>
        <ProjectView project={project()} />
      </ProjectErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });
});
