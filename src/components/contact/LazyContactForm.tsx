import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { NativeContactForm } from "./NativeContactForm";
import { focusedField, postedFields } from "./native-form";

/**
 * The native form until the enhanced one's chunk has loaded, then the enhanced form with what
 * was typed and the focus where it was (docs/contact.md).
 */
const loadEnhancedForm = () => import(/* webpackChunkName: "contact-form" */ "./ContactForm");

type EnhancedForm = Awaited<ReturnType<typeof loadEnhancedForm>>["default"];

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

/** Pointing at or focusing a link to the contact block is a sign the form will be needed. */
const isContactLink = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('a[href*="#contact"]') !== null;

/**
 * True once the block is within 600 px of the viewport: never in the first load (docs/performance.md). Pointing at or
 * focusing a link to it fetches the chunk at once, without rendering anything within the tap: the form takes the
 * native one's place as the block comes near, after the frame that answers the tap (docs/performance.md, « Interactions »).
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
      // A failure shows when the block comes near: the chunk is asked for again then, and the native form stays.
      if (isContactLink(event.target)) loadEnhancedForm().catch(() => undefined);
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
  // After a client-side navigation there is no native form: the enhanced one comes at once.
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
