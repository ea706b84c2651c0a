import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { NativeContactForm } from "./NativeContactForm";
import { focusedField, postedFields } from "./native-form";

/**
 * The contact form: in the server HTML and until its code has loaded, the
 * native form (a real `<form>` that posts without JavaScript); then, in its
 * place, the enhanced form from its own chunk (Formik, Yup, the phone input
 * and the toasts), loaded when the contact block comes within 600 px of the
 * viewport, or when the visitor heads for it (a link to #contact pointed at or
 * focused). The enhanced form starts from what was typed in the native one
 * and takes the focus where it was. If its code never arrives, the native
 * form stays and still sends the request.
 */
const loadEnhancedForm = () => import(/* webpackChunkName: "contact-form" */ "./ContactForm");

type EnhancedForm = Awaited<ReturnType<typeof loadEnhancedForm>>["default"];

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
 * code is not part of the page's first load (the JavaScript budgets of docs/performance.md).
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
  const nativeForm = React.useRef<HTMLDivElement>(null);
  const near = useLoadWhenNear(ref);
  // No native form to use meanwhile (a client-side navigation: no server HTML): the enhanced one at once.
  const [empty, setEmpty] = React.useState(false);
  React.useEffect(() => {
    if (!nativeForm.current?.querySelector("form")) setEmpty(true);
  }, []);
  const load = near || empty;
  const [enhanced, setEnhanced] = React.useState<{
    Form: EnhancedForm;
    typed: Record<string, string> | null;
    focusId: string | null;
  } | null>(null);

  React.useEffect(() => {
    if (!load) return undefined;
    let live = true;
    loadEnhancedForm().then(
      (module) => {
        if (!live) return;
        setEnhanced({
          Form: module.default,
          typed: postedFields(nativeForm.current),
          focusId: focusedField(nativeForm.current),
        });
      },
      (error: unknown) => console.error("Formulaire enrichi indisponible : le formulaire simple reste.", error),
    );
    return () => {
      live = false;
    };
  }, [load]);

  return (
    <div ref={ref} data-testid="contact-form-slot">
      {enhanced ? (
        <enhanced.Form recipient={recipient} typed={enhanced.typed} focusId={enhanced.focusId} />
      ) : (
        <NativeContactForm ref={nativeForm} />
      )}
    </div>
  );
};
