import * as React from "react";
import { ConsentContext, type ConsentContextValue } from "./consent-context";
import { readConsent, writeConsent } from "../../lib/consent/consent-storage";

const ConsentBanner = React.lazy(() => import("./ConsentBanner"));

const VisuallyHidden: React.CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: 4000 });
  else window.setTimeout(task, 200);
};

const AnalyticsConsent = ({ measurementId, children }: { measurementId: string; children: React.ReactNode }) => {
  const [choice, setChoice] = React.useState<boolean | null | undefined>(undefined);
  const [choiceDate, setChoiceDate] = React.useState<string | null>(null);
  const [bannerOpen, setBannerOpen] = React.useState(false);
  const [fromSettings, setFromSettings] = React.useState(false);
  const [announcement, setAnnouncement] = React.useState("");
  const triggerRef = React.useRef<HTMLElement | null>(null);

  // Read after hydration: read during render, the stored choice would make the first render differ from the server's.
  React.useEffect(() => {
    const stored = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration on purpose (comment above)
    setChoice(stored ? stored.analytics : null);
    setChoiceDate(stored?.date ?? null);
    if (!stored) setBannerOpen(true);
    // Accepted earlier: the tag already runs (onClientEntry); the field vitals follow, off the critical path.
    if (stored?.analytics) {
      whenIdle(
        () => void import("../../lib/consent/analytics").then((analyticsModule) => analyticsModule.measureWebVitals(measurementId)),
      );
    }
  }, [measurementId]);

  const close = React.useCallback(() => {
    setBannerOpen(false);
    setFromSettings(false);
    const trigger = triggerRef.current;
    triggerRef.current = null;
    if (trigger?.isConnected) trigger.focus();
  }, []);

  const choose = React.useCallback(
    (analytics: boolean) => {
      const record = writeConsent(analytics);
      setChoice(analytics);
      setChoiceDate(record.date);
      setAnnouncement(
        analytics
          ? "Votre choix est enregistré\u00a0: mesure d’audience acceptée."
          : "Votre choix est enregistré\u00a0: mesure d’audience refusée.",
      );
      close();
      void import("../../lib/consent/analytics").then((analyticsModule) =>
        analytics ? analyticsModule.grantAnalytics(measurementId) : analyticsModule.denyAnalytics(measurementId),
      );
    },
    [close, measurementId],
  );

  const openSettings = React.useCallback((trigger?: HTMLElement | null) => {
    triggerRef.current = trigger ?? null;
    setAnnouncement("");
    setFromSettings(true);
    setBannerOpen(true);
  }, []);

  const value = React.useMemo<ConsentContextValue>(
    () => ({ measurementId, choice, choiceDate, openSettings }),
    [measurementId, choice, choiceDate, openSettings],
  );

  return (
    <ConsentContext.Provider value={value}>
      {bannerOpen && (
        <React.Suspense fallback={null}>
          <ConsentBanner
            onAccept={() => choose(true)}
            onRefuse={() => choose(false)}
            onDismiss={choice === true || choice === false ? close : undefined}
            focusOnOpen={fromSettings}
          />
        </React.Suspense>
      )}
      {children}
      <div role="status" style={VisuallyHidden}>
        {announcement}
      </div>
    </ConsentContext.Provider>
  );
};

/** Wraps the site (gatsby-plugin-voltis-consent, listed only when the build measures: docs/consent.md). */
export const ConsentProvider = ({
  measurementId,
  children,
}: {
  measurementId?: string | null;
  children: React.ReactNode;
}) => (measurementId ? <AnalyticsConsent measurementId={measurementId}>{children}</AnalyticsConsent> : <>{children}</>);
