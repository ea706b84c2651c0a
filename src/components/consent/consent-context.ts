import * as React from "react";

/**
 * What the site's components read of the visitor's consent. The context and its
 * hook live apart from the provider (ConsentProvider.tsx): the provider, the
 * banner and the analytics code are in the bundles only of a site built with a
 * measurement ID (plugins/gatsby-plugin-voltis-consent), while the settings
 * button and the cookie policy's panel read this context on every build.
 */
export interface ConsentContextValue {
  /** Google Analytics 4 measurement ID of the build. */
  measurementId: string;
  /** The choice on record: true (accepted), false (refused), null (none), undefined (not read yet: server render). */
  choice: boolean | null | undefined;
  /** When the choice was made (ISO 8601), if any. */
  choiceDate: string | null;
  /** Reopens the banner; focus goes to it, and back to `trigger` once the visitor has chosen. */
  openSettings: (trigger?: HTMLElement | null) => void;
}

export const ConsentContext = React.createContext<ConsentContextValue | null>(null);

/** The consent state, or null on a site built without analytics (nothing to consent to). */
export const useConsent = (): ConsentContextValue | null => React.useContext(ConsentContext);
