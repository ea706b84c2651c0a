import * as React from "react";
// The legacy server renderer: it needs no TextEncoder, which jsdom lacks; the HTML is the same.
import { renderToString } from "react-dom/server.node";
import { hydrateRoot } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { endInitialHydration, startInitialHydration, StaticIsland } from "../../src/components/ui/StaticIsland";

const renders = jest.fn();
const Prices = () => {
  renders();
  return (
    <section id="tarifs">
      <h2>Tarifs</h2>
      <a href="/accueil#contact">Demander un devis</a>
    </section>
  );
};

const Page = () => (
  <main>
    <StaticIsland>
      <Prices />
    </StaticIsland>
  </main>
);

afterEach(() => {
  endInitialHydration();
  renders.mockClear();
  document.body.innerHTML = "";
});

test("on the first load, the server's HTML stays as it is and React does not render what is inside", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  renders.mockClear();
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});

  startInitialHydration();
  await act(async () => {
    hydrateRoot(container, <Page />);
  });

  expect(renders).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverHtml);
  expect(screen.getByRole("link", { name: "Demander un devis" })).toHaveAttribute("href", "/accueil#contact");
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("without server HTML (a client-side navigation), the island renders its content", () => {
  startInitialHydration();
  endInitialHydration();
  render(<Page />);
  expect(renders).toHaveBeenCalled();
  expect(screen.getByRole("heading", { name: "Tarifs" })).toBeInTheDocument();
});

test("an island left empty by hydration renders its content instead of leaving the section blank", async () => {
  // What a React version that clears raw HTML on hydration would leave: the island's element, empty.
  const container = document.createElement("div");
  container.innerHTML = '<main><div data-static-island=""></div></main>';
  document.body.appendChild(container);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});

  startInitialHydration();
  await act(async () => {
    hydrateRoot(container, <Page />);
  });

  expect(renders).toHaveBeenCalled();
  expect(screen.getByRole("heading", { name: "Tarifs" })).toBeInTheDocument();
  errors.mockRestore();
});
