import * as React from "react";
import { TextDecoder, TextEncoder } from "util";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { VideoPoster } from "../../src/components/projects/VideoPoster";
import { youTubeVideo, type YouTubeVideo } from "../../src/lib/youtube";
import { rulesFor } from "./support/css-rules";

const video = youTubeVideo("https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E") as YouTubeVideo;

const poster = (
  <ThemeProvider theme={theme}>
    <VideoPoster
      video={video}
      projectName="Gérer mon permis"
      boxTestId="project-stage"
      image={<img src="/static/poster.png" alt="" data-testid="poster-image" />}
    />
  </ThemeProvider>
);

/** The HTML the build writes (react-dom/server), before any script runs. */
const serverHtml = (): string => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
  return renderToString(poster);
};

/** The page as a visitor gets it: the server HTML, then React hydrating it. */
const hydrated = async () => {
  const html = serverHtml();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    render(poster, { container, hydrate: true });
  });
};

const playButton = () => screen.getByRole("button", { name: "Lire la vidéo du projet Gérer mon permis" });

describe("youTubeVideo", () => {
  it("reads the video of an embed address, on either YouTube domain", () => {
    for (const url of [
      "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E",
      "https://www.youtube.com/embed/Vt4mR8nZc1E",
    ]) {
      expect(youTubeVideo(url)).toEqual({
        id: "Vt4mR8nZc1E",
        watchUrl: "https://www.youtube.com/watch?v=Vt4mR8nZc1E",
        playerUrl: "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E?autoplay=1",
      });
    }
  });

  it("keeps the writer's start time on both addresses", () => {
    expect(youTubeVideo("https://www.youtube-nocookie.com/embed/q7X2fLp9KdA?start=42")).toMatchObject({
      watchUrl: "https://www.youtube.com/watch?v=q7X2fLp9KdA&t=42s",
      playerUrl: "https://www.youtube-nocookie.com/embed/q7X2fLp9KdA?start=42&autoplay=1",
    });
  });

  it("is null for anything that is not an embed address", () => {
    for (const url of [null, undefined, "", "https://youtu.be/Vt4mR8nZc1E", "https://example.com/embed/Vt4mR8nZc1E"]) {
      expect(youTubeVideo(url)).toBeNull();
    }
  });
});

describe("VideoPoster", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is, in the server HTML, a link to the video on youtube.com over the project's image, with no player", () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube-nocookie|ytimg|googleapis/);
    const link = within(container).getByRole("link", { name: "Lire la vidéo du projet Gérer mon permis" });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=Vt4mR8nZc1E");
    expect(link).not.toHaveAttribute("role");
    expect(container.querySelector('[data-testid="poster-image"]')).not.toBeNull();
  });

  it("says in one line, in French, who hosts the video and when its cookies come", () => {
    render(poster);
    const notice = screen.getByText(/^Vidéo hébergée par YouTube/);
    // French typography: a non-breaking space before the colon, typographic apostrophes.
    expect(notice.textContent).toContain("YouTube\u00a0:");
    expect(notice.textContent).toContain("n’est");
    expect(notice.textContent).not.toContain("'");
    expect(within(notice).getByRole("link", { name: "notre politique de cookies" })).toHaveAttribute(
      "href",
      "/politique-cookies#videos-youtube",
    );
    // Screen readers hear it on the play button.
    expect(playButton()).toHaveAccessibleDescription(/^Vidéo hébergée par YouTube/);
  });

  it("becomes a button once hydrated, and a click plays the privacy-enhanced player in the same box, focused", async () => {
    await hydrated();
    const box = screen.getByTestId("project-stage");
    expect(within(box).queryByTitle(/Vidéo/)).toBeNull();

    await userEvent.click(playButton());

    const player = within(box).getByTitle("Vidéo de présentation du projet Gérer mon permis");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Vt4mR8nZc1E?autoplay=1");
    expect(player.getAttribute("allow")).toMatch(/(^|; )autoplay(;|$)/);
    expect(player).toHaveAttribute("allowfullscreen");
    expect(player).toHaveFocus();
    // The same box holds it: nothing around it moves.
    expect(screen.getByTestId("project-stage")).toBe(box);
    expect(screen.queryByRole("button", { name: /Lire la vidéo/ })).toBeNull();
    expect(screen.queryByTestId("poster-image")).toBeNull();
  });

  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
  ])("plays with %s from the keyboard", async (_key, keys) => {
    await hydrated();
    const user = userEvent.setup();
    await user.tab();
    expect(playButton()).toHaveFocus();
    await user.keyboard(keys);
    expect(screen.getByTitle("Vidéo de présentation du projet Gérer mon permis")).toHaveFocus();
  });

  it("lets a click that asks for a new tab go to YouTube instead", async () => {
    await hydrated();
    const clicks: boolean[] = [];
    document.addEventListener("click", (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot follow links
    });
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(playButton());
    await user.keyboard("{/Control}");
    expect(clicks).toEqual([false]);
    expect(screen.queryByTitle(/Vidéo de présentation/)).toBeNull();
    await user.click(playButton());
    expect(clicks).toEqual([false, true]);
  });

  it("keeps a 16:9 box", () => {
    render(poster);
    expect(rulesFor(screen.getByTestId("project-stage"))).toMatch(/aspect-ratio:\s*16\s*\/\s*9/);
  });
});
