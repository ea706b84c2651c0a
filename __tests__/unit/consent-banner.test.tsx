import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsentProvider } from "../../src/components/consent/ConsentProvider";
import { ConsentSettingsButton } from "../../src/components/consent/ConsentSettingsButton";
import { CookieChoicePanel } from "../../src/components/consent/CookieChoicePanel";
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from "../../src/lib/consent/consent-storage";
import { denyAnalytics, grantAnalytics } from "../../src/lib/consent/analytics";
import { Styles } from "./support/styles";

jest.mock("../../src/lib/consent/analytics", () => ({
  grantAnalytics: jest.fn(),
  denyAnalytics: jest.fn(),
  measureWebVitals: jest.fn(),
}));

const ID = "G-TEST12345";

const renderSite = (measurementId: string | null = ID, page: React.ReactNode = null) =>
  render(
    <Styles>
      <ConsentProvider measurementId={measurementId}>
        <a href="#contenu">Aller au contenu</a>
        {page}
        <footer>
          <ConsentSettingsButton />
        </footer>
      </ConsentProvider>
    </Styles>,
  );

const banner = () => screen.findByRole("region", { name: "Cookies et mesure d’audience" });

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(grantAnalytics).mockClear();
  jest.mocked(denyAnalytics).mockClear();
});

describe("consent banner, first visit", () => {
  it("asks in French, with Refuser and Accepter side by side and a link to the cookie policy", async () => {
    renderSite();
    const region = await banner();
    expect(region).toHaveAccessibleDescription(/Google Analytics/);
    const refuse = screen.getByRole("button", { name: "Refuser" });
    const accept = screen.getByRole("button", { name: "Accepter" });
    // Equally prominent: the very same button style.
    expect(refuse.className).toBe(accept.className);
    expect(screen.getByRole("link", { name: "Notre politique de cookies" })).toHaveAttribute(
      "href",
      "/politique-cookies",
    );
    // First in the document: keyboard users meet it before the page, and it does not take focus on its own.
    expect(
      region.compareDocumentPosition(screen.getByText("Aller au contenu")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    // No close button: a first visit needs an answer (but nothing blocks the page).
    expect(screen.queryByRole("button", { name: /Fermer/ })).not.toBeInTheDocument();
  });

  it("Accepter: stores the choice for 6 months, starts the measurement, closes", async () => {
    renderSite();
    await banner();
    await userEvent.click(screen.getByRole("button", { name: "Accepter" }));
    expect(readConsent()?.analytics).toBe(true);
    await waitFor(() => expect(grantAnalytics).toHaveBeenCalledWith(ID));
    expect(denyAnalytics).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Cookies et mesure d’audience" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("mesure d’audience acceptée");
  });

  it("Refuser: stores the refusal, measures nothing, closes", async () => {
    renderSite();
    await banner();
    await userEvent.click(screen.getByRole("button", { name: "Refuser" }));
    expect(readConsent()?.analytics).toBe(false);
    await waitFor(() => expect(denyAnalytics).toHaveBeenCalledWith(ID));
    expect(grantAnalytics).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Cookies et mesure d’audience" })).not.toBeInTheDocument();
  });

  it("does not trap the keyboard: Tab leaves the banner for the page", async () => {
    renderSite();
    await banner();
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("Notre politique de cookies");
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("Refuser");
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("Accepter");
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent("Aller au contenu");
  });
});

describe("returning visitor", () => {
  it("is not asked again within 6 months", async () => {
    writeConsent(false);
    renderSite();
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Cookies et mesure d’audience" })).not.toBeInTheDocument();
  });

  it("reopens the banner from « Gérer les cookies », focus on it, and goes back to the button on Escape", async () => {
    writeConsent(true);
    renderSite();
    const manage = screen.getByRole("button", { name: "Gérer les cookies" });
    await userEvent.click(manage);
    const region = await banner();
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Cookies et mesure d’audience" })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(manage);
    expect(readConsent()?.analytics).toBe(true);
  });

  it("withdraws consent from the banner reopened in the footer", async () => {
    writeConsent(true);
    renderSite();
    await userEvent.click(screen.getByRole("button", { name: "Gérer les cookies" }));
    await banner();
    await userEvent.click(screen.getByRole("button", { name: "Refuser" }));
    expect(readConsent()?.analytics).toBe(false);
    await waitFor(() => expect(denyAnalytics).toHaveBeenCalledWith(ID));
    expect(document.activeElement).toHaveTextContent("Gérer les cookies");
  });
});

describe("cookie policy page", () => {
  it("shows the current choice and changes it with the same banner", async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    writeConsent(false, window.localStorage, yesterday);
    renderSite(ID, <CookieChoicePanel />);
    const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(yesterday);
    expect(await screen.findByText(`Vous avez refusé la mesure d’audience le ${day}.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Modifier mes choix" }));
    await banner();
    await userEvent.click(screen.getByRole("button", { name: "Accepter" }));
    expect(await screen.findByText(/Vous avez accepté la mesure d’audience le/)).toBeInTheDocument();
  });
});

describe("site built without a measurement ID", () => {
  it("has nothing to ask: no banner, no « Gérer les cookies », nothing stored", async () => {
    renderSite(null, <CookieChoicePanel />);
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Cookies et mesure d’audience" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Gérer les cookies" })).not.toBeInTheDocument();
    expect(screen.getByText(/Ce site ne mesure pas son audience/)).toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
