import * as React from "react";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { useConsent } from "./consent-context";

/* Right under the policy's text: pulled up into the page's bottom padding, which it then restores. */
const Panel = styled.section`
  max-width: ${vars.readingWidth};
  margin: -2.5rem 0 5rem;
  padding: 1.5rem;
  border: 1px solid ${vars.colors.accentTintStrong};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.accentTint};

  ${media.lg} {
    margin: -4rem 0 7rem;
  }

  h2 {
    font-size: ${vars.fontSizes.lg};
    margin: 0 0 0.5rem;
  }

  p {
    margin: 0 0 1rem;
    min-height: 1.65em; /* the status appears after hydration: its line is reserved */
    color: ${vars.colors.inkSoft};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));

const statusText = (choice: boolean | null | undefined, date: string | null): string => {
  if (choice === undefined) return "";
  if (choice === null) return "Vous n’avez pas encore fait de choix.";
  const when = date ? ` le ${formatDate(date)}` : "";
  return choice ? `Vous avez accepté la mesure d’audience${when}.` : `Vous avez refusé la mesure d’audience${when}.`;
};

/** On the cookie policy page: the visitor's choice and a button that reopens the banner. */
export const CookieChoicePanel = () => {
  const consent = useConsent();
  return (
    <Container>
      <Panel aria-labelledby="cookie-choice-title">
        <h2 id="cookie-choice-title">Vos choix de cookies</h2>
        {consent ? (
          <>
            <p aria-live="polite">{statusText(consent.choice, consent.choiceDate)}</p>
            <Button variant="secondary" onClick={(event) => consent.openSettings(event.currentTarget)}>
              Modifier mes choix
            </Button>
          </>
        ) : (
          <p>
            {
              "Ce site ne mesure pas son audience pour le moment\u00a0: aucun cookie n’est déposé, il n’y a aucun choix à faire."
            }
          </p>
        )}
      </Panel>
    </Container>
  );
};
