import * as React from "react";

/**
 * Apart from ConsentProvider.tsx, which is bundled only with a measurement ID, while the
 * settings button and the cookie policy's panel read this context on every build.
 */
export interface ConsentContextValue {
  measurementId: string;
  /** null: no choice; undefined: not read yet (server render). */
  choice: boolean | null | undefined;
  /** ISO 8601. */
  choiceDate: string | null;
  /** Reopens the banner; focus goes to it, and back to `trigger` once the visitor has chosen. */
  openSettings: (trigger?: HTMLElement | null) => void;
}

export const ConsentContext = React.createContext<ConsentContextValue | null>(null);

/** The consent state, or null on a site built without analytics (nothing to consent to). */
export const useConsent = (): ConsentContextValue | null => React.useContext(ConsentContext);
