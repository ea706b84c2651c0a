import * as React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { TextDecoder, TextEncoder } from "util";
import { useStaticQuery } from "gatsby";
import ContactForm, { SENDING_LINE_PAUSE_MS } from "../../src/components/contact/ContactForm";
import { LazyContactForm } from "../../src/components/contact/LazyContactForm";
import { sendContactRequest } from "../../src/lib/contact/send";
import { CONTACT_FIELDS } from "../../src/lib/contact/form-definition";
import type { ContactPayload } from "../../src/lib/contact";
import { theme } from "../../src/styles/theme";
import { Styles } from "./support/styles";

const RECIPIENT = "contact@voltis-digital.fr";
// Formik re-validates the whole form on every key typed: slow in jsdom.
jest.setTimeout(30_000);

const withTheme = (ui: React.ReactElement) => render(<Styles>{ui}</Styles>);

/** jsdom has no fetch, Response or TextEncoder: the form only reads the status. */
const reply = (status: number) => ({ status, ok: status >= 200 && status < 300 }) as Response;
const fetchMock = jest.fn();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

const field = {
  name: () => screen.getByLabelText("Nom complet"),
  company: () => screen.getByLabelText("Entreprise"),
  email: () => screen.getByLabelText("E-mail"),
  phone: () => screen.getByLabelText("Téléphone"),
  details: () => screen.getByLabelText("Votre projet"),
  budget: () => screen.getByRole("combobox", { name: "Budget estimé" }),
  submit: () => screen.getByRole("button", { name: /Envoyer ma demande|Envoi en cours/ }),
};

const chooseBudget = async (user: UserEvent, label: RegExp) => {
  await user.click(field.budget());
  await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: label }));
};

/** Types short values, pastes long ones. */
const fillAll = async (user: UserEvent) => {
  await user.type(field.name(), "Camille Martin");
  await user.click(field.company());
  await user.paste("Atelier Lumen");
  await user.click(field.email());
  await user.paste("camille@atelier-lumen.fr");
  await user.type(field.phone(), "612345678");
  await chooseBudget(user, /2\u00a0800/);
  await user.click(field.details());
  await user.paste("Une boutique en ligne pour nos céramiques.");
};

describe("ContactForm: fields and their state", () => {
  it("labels every field and keeps the submit button disabled until everything is filled without e-mail or phone error", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    expect(field.submit()).toBeDisabled();

    await user.type(field.name(), "Camille Martin");
    await user.type(field.company(), "Atelier Lumen");
    await user.type(field.email(), "camille@atelier-lumen.fr");
    await user.type(field.phone(), "612345678");
    await user.type(field.details(), "Une boutique en ligne.");
    expect(field.submit()).toBeDisabled(); // no budget yet

    await chooseBudget(user, /1\u00a0400/);
    await waitFor(() => expect(field.submit()).toBeEnabled());

    await user.type(field.email(), "@"); // camille@atelier-lumen.fr@
    await waitFor(() => expect(field.submit()).toBeDisabled());
    await user.type(field.email(), "{Backspace}");
    await waitFor(() => expect(field.submit()).toBeEnabled());

    await user.type(field.phone(), "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
    await waitFor(() => expect(field.submit()).toBeDisabled()); // +33 6123: too short
    await user.type(field.details(), "{Control>}a{/Control}{Backspace}");
    expect(field.submit()).toBeDisabled();
  });

  it("turns a field green when valid and red, with its message, when invalid, as the visitor types", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const email = field.email();
    expect(email).toHaveAttribute("data-state", "idle");

    await user.type(email, "camille@atelier");
    await waitFor(() => expect(email).toHaveAttribute("data-state", "invalid"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveStyle({ borderColor: theme.colors.danger });
    const message = document.getElementById(email.getAttribute("aria-describedby")!);
    expect(message).toHaveTextContent("Cet email n’est pas valide.");

    await user.type(email, ".fr");
    await waitFor(() => expect(email).toHaveAttribute("data-state", "valid"));
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAttribute("aria-describedby");
    expect(email).toHaveStyle({ borderColor: theme.colors.success });

    // A required field left empty turns red with its message.
    await user.click(field.name());
    await user.tab();
    await waitFor(() => expect(field.name()).toHaveAttribute("data-state", "invalid"));
    expect(document.getElementById(field.name().getAttribute("aria-describedby")!)).toHaveTextContent(
      "Ce champ est requis.",
    );

    await user.type(field.phone(), "6123");
    await user.tab();
    await waitFor(() => expect(field.phone()).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(field.phone().getAttribute("aria-describedby")!)).toHaveTextContent(
      "Numéro de téléphone invalide.",
    );
  });

  it("says at once that a field holding only spaces is empty, without waiting for the visitor to leave it", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await user.type(field.company(), "   ");
    await waitFor(() => expect(field.company()).toHaveAttribute("data-state", "invalid"));
    expect(field.company()).toHaveFocus();
    expect(document.getElementById(field.company().getAttribute("aria-describedby")!)).toHaveTextContent(
      "Ce champ est requis.",
    );
  });

  it("never shows a field a message meant for an earlier value while its check is on its way", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    // Every message the form ever shows, as it appears.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      document.querySelectorAll('[id^="contact-"][id$="-message"]').forEach((message) => {
        const text = message.textContent ?? "";
        if (text && shown[shown.length - 1] !== text) shown.push(text);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // The name checked first: the whole form is checked, so the empty e-mail already has its « required » error.
    await user.type(field.name(), "Camille");
    await user.type(field.email(), "c");
    await waitFor(() => expect(field.email()).toHaveAttribute("data-state", "invalid"));
    observer.disconnect();
    expect(shown).toEqual(["Cet email n’est pas valide."]);
  });

  it("lets the mouse open the budget list, choose an option and close it", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const budget = field.budget();
    expect(budget).toHaveTextContent("Sélectionnez votre budget de projet");
    expect(budget).toHaveAttribute("aria-expanded", "false");

    await user.click(budget);
    expect(budget).toHaveAttribute("aria-expanded", "true");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "1\u00a0400\u00a0€ – 2\u00a0500\u00a0€",
      "2\u00a0800\u00a0€ – 10\u00a0000\u00a0€",
      "10\u00a0000\u00a0€ – 100\u00a0000\u00a0€",
    ]);

    await user.click(budget);
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.click(budget);
    await user.click(screen.getByRole("option", { name: /10\u00a0000\u00a0€ – 100/ }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(budget.textContent).toBe("10\u00a0000\u00a0€ – 100\u00a0000\u00a0€");
    expect(budget).toHaveAttribute("data-state", "valid");

    await user.click(budget);
    expect(screen.getByRole("option", { name: /10\u00a0000\u00a0€ – 100/ })).toHaveAttribute("aria-selected", "true");
    await user.click(document.body);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("works as a select-only combobox with the keyboard: arrows, Home, End, Enter, Space and Escape", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const budget = field.budget();
    budget.focus();
    expect(budget).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}");
    const listbox = screen.getByRole("listbox");
    expect(budget).toHaveAttribute("aria-expanded", "true");
    expect(budget).toHaveAttribute("aria-controls", listbox.id);
    // The focus stays on the combobox, which names the option the arrows are on.
    expect(budget).toHaveFocus();
    const active = () => document.getElementById(budget.getAttribute("aria-activedescendant")!)!.textContent;
    expect(active()).toMatch(/^1\u00a0400/);
    await user.keyboard("{ArrowDown}");
    expect(active()).toMatch(/^2\u00a0800/);
    await user.keyboard("{End}");
    expect(active()).toMatch(/^10\u00a0000/);
    await user.keyboard("{ArrowDown}");
    expect(active()).toMatch(/^10\u00a0000/);
    await user.keyboard("{Home}");
    expect(active()).toMatch(/^1\u00a0400/);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(budget).toHaveAttribute("aria-expanded", "false");
    expect(budget).toHaveFocus();
    expect(budget.textContent).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");

    // Space opens on the chosen option; ArrowUp moves; Escape closes without changing anything.
    await user.keyboard(" ");
    expect(screen.getByRole("listbox")).toBeVisible();
    expect(active()).toMatch(/^2\u00a0800/);
    await user.keyboard("{ArrowUp}");
    expect(active()).toMatch(/^1\u00a0400/);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(budget).toHaveFocus();
    expect(budget.textContent).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");

    // ArrowUp opens on the chosen option too; Tab closes the list and moves on, choosing nothing.
    await user.keyboard("{ArrowUp}");
    expect(active()).toMatch(/^2\u00a0800/);
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field.details()).toHaveFocus();
    expect(field.budget().textContent).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");

    // Enter opens too, Space chooses.
    await user.click(field.budget());
    await user.keyboard("{Escape}{Enter}");
    await user.keyboard("{End} ");
    expect(budget.textContent).toBe("10\u00a0000\u00a0€ – 100\u00a0000\u00a0€");
    await user.keyboard("{ArrowUp}");
    await user.keyboard("{Home}{Enter}");
    expect(budget.textContent).toBe("1\u00a0400\u00a0€ – 2\u00a0500\u00a0€");
  });

  it("marks as left the budget closed with Escape or left with Tab, without a choice: « Ce champ est requis. »", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const budget = field.budget();
    budget.focus();
    await user.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(budget).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(budget.getAttribute("aria-describedby")!)).toHaveTextContent("Ce champ est requis.");
  });
});

describe("ContactForm: what a screen reader is told before any input", () => {
  it("announces every field the form refuses as empty as required, the budget as a combobox", () => {
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const required = CONTACT_FIELDS.filter((definition) => definition.required);
    expect(required.length).toBeGreaterThan(0);
    for (const definition of required) {
      const control = document.getElementById(`contact-${definition.name}`)!;
      expect([definition.name, control.matches("[required], [aria-required='true']")]).toEqual([definition.name, true]);
    }
    expect(field.phone()).toBeRequired();
    expect(field.budget()).toBeRequired();
    expect(field.budget()).toHaveAttribute("aria-expanded", "false");
    // The list it controls exists, hidden, with its three options.
    const list = document.getElementById(field.budget().getAttribute("aria-controls")!)!;
    expect(list).toHaveAttribute("role", "listbox");
    expect(list).not.toBeVisible();
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
  });
});

describe("ContactForm: the line beside the disabled send button", () => {
  const description = () => {
    const ids = field.submit().getAttribute("aria-describedby");
    return ids
      ? ids
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : "";
  };

  it("names what is left, shrinks as fields are filled, and is gone once the button is enabled", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    expect(field.submit()).toBeDisabled();
    expect(description()).toBe(
      "Il reste à remplir\u00a0: nom complet, entreprise, e-mail, téléphone, budget estimé, votre projet.",
    );
    const line = document.getElementById(field.submit().getAttribute("aria-describedby")!)!;
    expect(line).toHaveAttribute("aria-live", "polite");
    expect(line).toBeVisible();

    await user.type(field.name(), "Camille Martin");
    await user.click(field.company());
    await user.paste("Atelier Lumen");
    await user.click(field.email());
    await user.paste("camille@atelier");
    await waitFor(() =>
      expect(description()).toBe(
        "Il reste à remplir\u00a0: téléphone, budget estimé, votre projet. À corriger\u00a0: e-mail.",
      ),
    );
    await user.paste("-lumen.fr");
    await user.type(field.phone(), "612345678");
    await chooseBudget(user, /2\u00a0800/);
    await waitFor(() => expect(description()).toBe("Il reste à remplir\u00a0: votre projet."));

    await user.click(field.details());
    await user.paste("Une boutique en ligne.");
    await waitFor(() => expect(field.submit()).toBeEnabled());
    // At once: an enabled button is never described by an old line.
    expect(field.submit()).not.toHaveAttribute("aria-describedby");
    expect(line).toHaveTextContent(/^$/);

    await user.type(field.phone(), "{Backspace}{Backspace}{Backspace}{Backspace}");
    await waitFor(() => expect(description()).toBe("Il reste à corriger\u00a0: téléphone."));
  });

  it("changes its text once the visitor pauses, not at every key typed", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const line = document.getElementById(field.submit().getAttribute("aria-describedby")!)!;
    const texts: string[] = [];
    const observer = new MutationObserver(() => {
      if (texts[texts.length - 1] !== line.textContent) texts.push(line.textContent ?? "");
    });
    observer.observe(line, { subtree: true, childList: true, characterData: true });
    // The e-mail goes from empty to wrong to right while it is typed: only the end is said.
    await user.type(field.email(), "camille@atelier-lumen.fr");
    expect(texts).toEqual([]);
    await waitFor(() => expect(texts.length).toBeGreaterThan(0), { timeout: SENDING_LINE_PAUSE_MS + 1000 });
    observer.disconnect();
    expect(texts).toEqual([
      "Il reste à remplir\u00a0: nom complet, entreprise, téléphone, budget estimé, votre projet.",
    ]);
  });
});

describe("ContactForm: spam trap", () => {
  it("keeps its field out of the Tab order and hidden from assistive technology", async () => {
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    const trap = document.getElementById("contact-website") as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Ne remplissez pas ce champ" })).toBeNull();
    // Tab goes from the name to the company, never through the trap.
    await user.click(field.name());
    await user.tab();
    expect(field.company()).toHaveFocus();
  });

  it("sends the trap's two fields after the contact call's body: the hidden field empty, the time since the form appeared", async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = userEvent.setup();
    const before = performance.now();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await fillAll(user);
    const took = performance.now() - before;
    await user.click(field.submit());
    await screen.findByText("email envoyé avec succès");
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as ContactPayload;
    expect(Object.keys(body).slice(-2)).toEqual(["website", "elapsedMs"]);
    expect(body.website).toBe("");
    expect(body.elapsedMs).toBeGreaterThanOrEqual(Math.floor(took) - 50);
  });

  it("sends what a robot typed into the hidden field", async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await fillAll(user);
    await user.type(document.getElementById("contact-website") as HTMLInputElement, "https://casino.example");
    await user.click(field.submit());
    await screen.findByText("email envoyé avec succès");
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as ContactPayload;
    expect(body.website).toBe("https://casino.example");
  });
});

describe("ContactForm: sending", () => {
  it("posts the contact call's JSON body, then clears the fields and shows the success toast", async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await fillAll(user);
    await user.click(field.submit());

    expect(await screen.findByText("email envoyé avec succès")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact-us");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    const body = JSON.parse(init.body as string) as ContactPayload;
    expect(body).toMatchObject({
      recipient: RECIPIENT,
      subject: "Camille Martin from contact us page",
      customer_email: "camille@atelier-lumen.fr",
      username: "Camille Martin",
      companyName: "Atelier Lumen",
      budget: "€2.8k-€10k",
      telephone: "+33612345678",
      countryCode: "fr",
      prefix: "33",
    });
    expect(body.content).toContain("Téléphone\u00a0: +33 6 12 34 56 78 (FR)");
    expect(body.content).toContain("Une boutique en ligne pour nos céramiques.");

    await waitFor(() => expect(field.name()).toHaveValue(""));
    expect(field.company()).toHaveValue("");
    expect(field.email()).toHaveValue("");
    expect(field.details()).toHaveValue("");
    expect(field.phone()).toHaveValue("+33");
    expect(field.budget()).toHaveTextContent("Sélectionnez votre budget de projet");
    expect(field.name()).toHaveAttribute("data-state", "idle");
    expect(field.submit()).toBeDisabled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ["an error status", () => fetchMock.mockResolvedValue(reply(502))],
    ["a network failure", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("keeps every field and shows the error toast on %s", async (_case, arrange) => {
    arrange();
    const user = userEvent.setup();
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await fillAll(user);
    await user.click(field.submit());

    expect(await screen.findByText("L’e-mail n’a pas été envoyé")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(field.name()).toHaveValue("Camille Martin");
    expect(field.company()).toHaveValue("Atelier Lumen");
    expect(field.email()).toHaveValue("camille@atelier-lumen.fr");
    expect(field.phone()).toHaveValue("+33 6 12 34 56 78");
    expect(field.budget().textContent).toBe("2\u00a0800\u00a0€ – 10\u00a0000\u00a0€");
    expect(field.details()).toHaveValue("Une boutique en ligne pour nos céramiques.");
    expect(field.submit()).toBeEnabled();
  });

  it("shows that it is sending and cannot be sent twice", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    // Clicks go through even where CSS says `pointer-events: none`, as a script's would.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    withTheme(<ContactForm recipient={RECIPIENT} />);
    await fillAll(user);
    await user.click(field.submit());

    await waitFor(() => expect(field.submit()).toHaveTextContent("Envoi en cours…"));
    expect(field.submit()).toBeDisabled();
    expect(field.submit()).toHaveAttribute("aria-busy", "true");
    // The button takes no click while sending; Enter in a field would submit the form: it is ignored too.
    await user.click(field.submit());
    await user.type(field.name(), "{Enter}");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(reply(200)));
    expect(await screen.findByText("email envoyé avec succès")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("sendContactRequest", () => {
  afterEach(() => jest.useRealTimers());

  it("gives up after 15 s", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
        ),
    );
    const sent = sendContactRequest({} as ContactPayload, { endpoint: "/api/contact-us" });
    const outcome = expect(sent).rejects.toThrow("pas de réponse en 15 s");
    jest.advanceTimersByTime(14_999);
    expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await outcome;
  });

  it("uses GATSBY_CONTACT_ENDPOINT when it is set", async () => {
    process.env.GATSBY_CONTACT_ENDPOINT = "https://formulaires.example.com/contact-us";
    fetchMock.mockResolvedValue(reply(200));
    await sendContactRequest({} as ContactPayload);
    expect(fetchMock.mock.calls[0][0]).toBe("https://formulaires.example.com/contact-us");
    delete process.env.GATSBY_CONTACT_ENDPOINT;
  });
});

describe("LazyContactForm", () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { email: RECIPIENT } } });
  });

  it("renders on the server a real form that posts without JavaScript, with the browser's own checks", () => {
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const html = renderToString(
      <Styles>
        <LazyContactForm />
      </Styles>,
    );
    document.body.innerHTML = html;
    const form = document.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/contact-us");
    const control = (name: string) => form?.querySelector<HTMLElement>(`[name="${name}"]`);
    for (const name of ["fullName", "companyName", "email", "phone", "budget", "projectDetails"]) {
      expect([name, control(name)?.hasAttribute("required")]).toEqual([name, true]);
      // Every field has its label.
      expect(document.querySelector(`label[for="${control(name)?.id}"]`)).not.toBeNull();
    }
    expect(control("email")?.getAttribute("type")).toBe("email");
    expect(control("phone")?.getAttribute("type")).toBe("tel");
    expect(control("phone")?.getAttribute("pattern")).toBeTruthy();
    expect(control("fullName")?.getAttribute("maxlength")).toBe("100");
    expect(control("budget")?.tagName).toBe("SELECT");
    expect([...(control("budget") as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      "",
      "€1.4k-€2.5k",
      "€2.8k-€10k",
      "€10k-€100k",
    ]);
    expect((control("country") as HTMLSelectElement).value).toBe("fr");
    expect(control("website")?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Envoyer ma demande");
    document.body.innerHTML = "";
  });

  it("keeps the native form while the block is far away, and takes over as it comes near, not at a pointed link", async () => {
    const original = window.IntersectionObserver;
    const observed: Element[] = [];
    let near = () => {};
    // A viewport that comes near the block only when the test says so.
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        near = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      render(
        <Styles>
          <a href="/accueil#contact">Démarrez votre projet</a>
          <LazyContactForm />
        </Styles>,
      );
      expect(observed).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByTestId("contact-form-native")).toBeInTheDocument();
      expect(screen.queryByTestId("contact-form")).toBeNull();

      // Pointing at a link to the block fetches the form's chunk, but renders nothing within the tap.
      await userEvent.setup().hover(screen.getByRole("link", { name: "Démarrez votre projet" }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByTestId("contact-form-native")).toBeInTheDocument();
      expect(screen.queryByTestId("contact-form")).toBeNull();

      act(() => near());
      expect(await screen.findByTestId("contact-form")).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it("hands what was typed in the native form, and the focus, to the enhanced form", async () => {
    const original = window.IntersectionObserver;
    let near: (() => void) | undefined;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        near = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      render(
        <Styles>
          <LazyContactForm />
        </Styles>,
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Nom complet"), "Camille Martin");
      await user.selectOptions(screen.getByLabelText("Budget estimé"), "€2.8k-€10k");
      await user.type(screen.getByLabelText("Votre projet"), "Une boutique en ligne");
      act(() => near?.());
      await screen.findByTestId("contact-form");
      expect(screen.getByLabelText("Nom complet")).toHaveValue("Camille Martin");
      expect(screen.getByLabelText("Votre projet")).toHaveValue("Une boutique en ligne");
      expect(screen.getByLabelText("Votre projet")).toHaveFocus();
      expect(field.budget()).toHaveTextContent(/2\s800\s€ – 10\s000\s€/);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it("swaps the native form for the enhanced one once the block nears the viewport", async () => {
    fetchMock.mockResolvedValue(reply(200));
    withTheme(<LazyContactForm />);
    expect(await screen.findByTestId("contact-form")).toBeInTheDocument();
    expect(screen.queryByTestId("contact-form-native")).toBeNull();

    // The recipient comes from the site facts.
    const user = userEvent.setup();
    await fillAll(user);
    await user.click(field.submit());
    await screen.findByText("email envoyé avec succès");
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).recipient).toBe(RECIPIENT);
  });
});
