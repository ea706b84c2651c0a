import * as React from "react";
import { Link } from "gatsby";
import styled, { keyframes } from "styled-components";
import { media, vars } from "../../styles/vars";
import { Button } from "../ui/Button";
import { COOKIE_POLICY_PATH } from "../../lib/consent/cookie-policy";

export interface ConsentBannerProps {
  onAccept: () => void;
  onRefuse: () => void;
  /** Closes without changing a choice already made; absent on a first visit. */
  onDismiss?: () => void;
  /** Reopened from "Gérer les cookies"; on a first visit focus stays where it is. */
  focusOnOpen?: boolean;
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/* Fixed above the page, so it never pushes anything (no layout shift). */
const Region = styled.section`
  position: fixed;
  left: 0.75rem;
  right: 0.75rem;
  bottom: 0.75rem;
  z-index: calc(${vars.zIndex.menu} + 5);
  margin-inline: auto;
  max-width: 56rem;
  padding: 1.25rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};
  box-shadow: ${vars.shadows.lifted};
  color: ${vars.colors.inkSoft};
  font-size: ${vars.fontSizes.sm};
  line-height: 1.55;
  animation: ${rise} 0.3s ease-out both;

  ${media.md} {
    left: 1.5rem;
    right: 1.5rem;
    bottom: 1.5rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 2rem;
    padding: 1.5rem 1.75rem;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.35rem;
  padding-right: 2rem;
  font-size: ${vars.fontSizes.md};
  color: ${vars.colors.ink};

  &:focus {
    outline: none;
  }
`;

const Text = styled.p`
  margin: 0;
  /* 62 characters of Inter 400 (its "0" is 0.631 em): in em, not ch, so the swap moves nothing. */
  max-width: 39.1em;

  a {
    color: ${vars.colors.accent};
    font-weight: 600;
  }
`;

/* Refusing is as easy as accepting: same size, same style. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin-top: 1rem;

  ${media.md} {
    margin-top: 0;
    grid-template-columns: repeat(2, minmax(8.5rem, 1fr));
  }
`;

const Close = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${vars.radii.pill};
  background: transparent;
  color: ${vars.colors.muted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${vars.colors.surface};
    color: ${vars.colors.ink};
  }
`;

/** The consent banner (docs/consent.md): first in the document, so keyboard users meet it first; it never traps focus. */
const ConsentBanner = ({ onAccept, onRefuse, onDismiss, focusOnOpen = false }: ConsentBannerProps) => {
  const titleRef = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
  }, [focusOnOpen]);

  React.useEffect(() => {
    if (!onDismiss) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onDismiss]);

  return (
    <Region aria-labelledby="consent-title" aria-describedby="consent-text" data-consent-banner="">
      <div>
        <Title id="consent-title" ref={titleRef} tabIndex={-1}>
          Cookies et mesure d’audience
        </Title>
        <Text id="consent-text">
          Avec votre accord, nous mesurons la fréquentation du site avec Google Analytics pour l’améliorer. Si vous
          refusez, aucun cookie n’est déposé. Vous pouvez changer d’avis à tout moment avec le lien «&nbsp;Gérer les
          cookies&nbsp;» en bas de page. <Link to={COOKIE_POLICY_PATH}>Notre politique de cookies</Link>
        </Text>
      </div>
      <Actions>
        <Button variant="default" onClick={onRefuse}>
          Refuser
        </Button>
        <Button variant="default" onClick={onAccept}>
          Accepter
        </Button>
      </Actions>
      {onDismiss && (
        <Close type="button" onClick={onDismiss} aria-label="Fermer sans changer mon choix">
          <span aria-hidden="true">×</span>
        </Close>
      )}
    </Region>
  );
};

export default ConsentBanner;
