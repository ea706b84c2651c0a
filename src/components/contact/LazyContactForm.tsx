import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import styled, { css, keyframes } from "styled-components";
import { BUDGET_PLACEHOLDER } from "../../lib/contact/constants";
import { FORM_COPY } from "./form-copy";
import {
  CHEVRON_SPACE,
  CONTROL_HEIGHT,
  FieldBlock,
  FieldGrid,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  PrivacyNote,
  SUBMIT_HEIGHT,
  TEXTAREA_HEIGHT,
} from "./form-layout";
import { media, vars } from "../../styles/vars";

/**
 * The contact form arrives in its own chunk (Formik, Yup, the phone input and
 * the toasts): when the contact block comes within 600 px of the viewport, or
 * when the visitor heads for it (a link to #contact pointed at or focused).
 * Until then (and in the server-rendered HTML) a still placeholder built from
 * the same frame, with the same labels, holds exactly its place; it pulses
 * while the code loads.
 */
const ContactForm = React.lazy(() => import(/* webpackChunkName: "contact-form" */ "./ContactForm"));

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/**
 * Only the empty boxes pulse, and only once the form's code is on its way
 * (`data-loading`): the labels keep their full contrast. Until then the
 * placeholder is still. An animation that runs from the first paint, far below
 * the fold, would also start its events (animationstart, then one per loop)
 * during the page's load, and React's first dispatch of them cost a 45 ms task.
 */
const pulsing = css`
  [data-loading] & {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

/** Holds a text's room in a box without showing it (nor offering it to contrast checks). */
const Invisible = styled.span`
  visibility: hidden;
`;

/** A control's box, with the control's padding and type, so a text inside wraps as the real one does. */
const Box = styled.div<{ $height?: string; $select?: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${CONTROL_HEIGHT};
  height: ${({ $height }) => $height ?? "auto"};
  padding: 0.6rem ${({ $select }) => ($select ? `calc(0.95rem + ${CHEVRON_SPACE})` : "0.95rem")} 0.6rem 0.95rem;
  color: transparent;
  font-size: ${vars.fontSizes.md};
  line-height: 1.35;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.surface};
  ${pulsing}
`;

const ButtonBar = styled.div`
  flex: none;
  height: ${SUBMIT_HEIGHT};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.accentTintStrong};
  ${pulsing}

  ${media.md} {
    width: 14rem;
  }
`;

const Muted = styled.span`
  color: ${vars.colors.muted};
`;

const SKELETON: { key: keyof typeof FORM_COPY.labels; wide?: boolean; height?: string }[] = [
  { key: "fullName" },
  { key: "companyName" },
  { key: "email" },
  { key: "phone" },
  { key: "budget", wide: true },
  { key: "projectDetails", wide: true, height: TEXTAREA_HEIGHT },
];

/** The form's frame until its code has loaded: same boxes, same text, same height; pulsing while it loads. */
export const FormPlaceholder = ({ loading = false }: { loading?: boolean }) => (
  <FormCard aria-hidden="true" data-testid="contact-form-placeholder" data-loading={loading ? "" : undefined}>
    <div>
      <FormIntro>{FORM_COPY.intro}</FormIntro>
      <FieldGrid>
        {SKELETON.map(({ key, wide, height }) => (
          <FieldBlock key={key} $wide={wide}>
            <FieldLabel as="span">{FORM_COPY.labels[key]}</FieldLabel>
            <Box $height={height} $select={key === "budget"}>
              {key === "budget" ? <Invisible>{BUDGET_PLACEHOLDER}</Invisible> : null}
            </Box>
            <FieldMessage as="span" />
          </FieldBlock>
        ))}
      </FieldGrid>
      <FormFooter>
        <ButtonBar />
        <PrivacyNote>
          <Muted>
            {FORM_COPY.privacy} {FORM_COPY.privacyLink}
          </Muted>
        </PrivacyNote>
      </FormFooter>
    </div>
  </FormCard>
);

/** The company's mailbox, from the site facts (content/settings/site.md). */
const useContactMailbox = (): string => {
  const data = useStaticQuery<Queries.ContactMailboxQuery>(graphql`
    query ContactMailbox {
      site {
        siteMetadata {
          email
        }
      }
    }
  `);
  return data?.site?.siteMetadata?.email ?? "";
};

/** A link to the contact block: pointing at it or focusing it is a sign the form will be needed. */
const isContactLink = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('a[href*="#contact"]') !== null;

/**
 * True once the block is within 600 px of the viewport, or as soon as the
 * visitor points at, touches or focuses a link to it. Never before: the form's
 * code is not part of the page's first load (issue 3's JavaScript budget).
 */
const useLoadWhenNear = (ref: React.RefObject<HTMLElement>): boolean => {
  const [load, setLoad] = React.useState(false);
  React.useEffect(() => {
    if (load) return undefined;
    const start = () => setLoad(true);
    const node = ref.current;
    if (!node || typeof window.IntersectionObserver !== "function") {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);

    const onIntent = (event: Event) => {
      if (isContactLink(event.target)) start();
    };
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    intents.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));

    return () => {
      observer.disconnect();
      intents.forEach((type) => document.removeEventListener(type, onIntent));
    };
  }, [load, ref]);
  return load;
};

export const LazyContactForm = () => {
  const recipient = useContactMailbox();
  const ref = React.useRef<HTMLDivElement>(null);
  const load = useLoadWhenNear(ref);
  return (
    <div ref={ref} data-testid="contact-form-slot">
      {load ? (
        <React.Suspense fallback={<FormPlaceholder loading />}>
          <ContactForm recipient={recipient} />
        </React.Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
};
