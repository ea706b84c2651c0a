import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "../../src/components/ui/Button";
import { Styles } from "./support/styles";

const renderWithTheme = (ui: React.ReactElement) => render(<Styles>{ui}</Styles>);

describe("Button", () => {
  it("renders an internal page as a link to its path", () => {
    renderWithTheme(<Button to="/realisation">Voir nos réalisations →</Button>);
    expect(screen.getByRole("link", { name: "Voir nos réalisations →" })).toHaveAttribute("href", "/realisation");
  });

  it("renders an external address as a link that keeps its target and rel", () => {
    renderWithTheme(
      <Button href="https://example.com" target="_blank" rel="noopener noreferrer">
        Voir le site
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Voir le site" });
    expect(link).toHaveAttribute("href", "https://example.com");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders an action as a button of type button that can be clicked", async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Envoyer</Button>);
    const button = screen.getByRole("button", { name: "Envoyer" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(["default", "secondary", "ghost"] as const)("gives the %s variant its own colours", (variant) => {
    renderWithTheme(
      <>
        <Button variant={variant}>Variante</Button>
        <Button variant={variant === "default" ? "secondary" : "default"}>Autre</Button>
      </>,
    );
    const button = screen.getByRole("button", { name: "Variante" });
    const other = screen.getByRole("button", { name: "Autre" });
    expect(button).toHaveAttribute("data-variant", variant);
    const style = getComputedStyle(button);
    const otherStyle = getComputedStyle(other);
    expect(`${style.color} ${style.backgroundColor}`).not.toBe(`${otherStyle.color} ${otherStyle.backgroundColor}`);
  });

  it("the default variant is white text on the accent colour", () => {
    renderWithTheme(<Button>Démarrez votre projet</Button>);
    const style = getComputedStyle(screen.getByRole("button", { name: "Démarrez votre projet" }));
    expect(style.backgroundColor).toBe("rgb(67, 56, 202)"); // theme.colors.accent
    expect(style.color).toBe("rgb(255, 255, 255)");
  });

  it("a disabled button cannot be clicked, looks muted and takes no pointer (so no hover effect)", async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <>
        <Button disabled onClick={onClick}>
          Envoyer
        </Button>
        <Button>Actif</Button>
      </>,
    );
    const button = screen.getByRole("button", { name: "Envoyer" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    // Skip user-event's own pointer-events guard, to check the button itself refuses the click.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onClick).not.toHaveBeenCalled();

    const style = getComputedStyle(button);
    expect(style.pointerEvents).toBe("none");
    expect(style.cursor).toBe("not-allowed");
    expect(style.backgroundColor).toBe("rgb(248, 250, 252)"); // theme.colors.surface
    expect(getComputedStyle(screen.getByRole("button", { name: "Actif" })).pointerEvents).not.toBe("none");
  });

  it("a disabled link has no address to follow and says it is disabled", () => {
    renderWithTheme(
      <Button href="https://example.com" disabled>
        Voir le site
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Voir le site" });
    expect(link).not.toHaveAttribute("href");
    expect(link).toHaveAttribute("aria-disabled", "true");
    expect(getComputedStyle(link).pointerEvents).toBe("none");
  });
});
