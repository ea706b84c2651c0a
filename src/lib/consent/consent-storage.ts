/**
 * The visitor's choice, in localStorage only, for 6 months as the CNIL recommends; an expired, unreadable
 * or older-version record counts as no choice. consent-mode.ts's inline script reads it too.
 */
export const CONSENT_STORAGE_KEY = "voltis-consent";
/** Bump when the cookie policy changes in a way that needs a new choice. */
export const CONSENT_VERSION = 1;
export const CONSENT_LIFETIME_MONTHS = 6;

export interface StoredConsent {
  version: number;
  analytics: boolean;
  date: string;
  /** Milliseconds since 1970, which the inline script compares with Date.now(). */
  expires: number;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** 31 August + 6 months = 28 or 29 February. */
export const addMonths = (date: Date, months: number): Date => {
  const result = new Date(date.getTime());
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
};

const safeStorage = (): StorageLike | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled (private mode of some browsers, blocked cookies): no memory of the choice.
    return null;
  }
};

export const readConsent = (
  storage: StorageLike | null = safeStorage(),
  now: Date = new Date(),
): StoredConsent | null => {
  if (!storage) return null;
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      !value ||
      value.version !== CONSENT_VERSION ||
      typeof value.analytics !== "boolean" ||
      typeof value.date !== "string" ||
      typeof value.expires !== "number" ||
      value.expires <= now.getTime()
    ) {
      return null;
    }
    return value as StoredConsent;
  } catch {
    return null;
  }
};

export const writeConsent = (
  analytics: boolean,
  storage: StorageLike | null = safeStorage(),
  now: Date = new Date(),
): StoredConsent => {
  const record: StoredConsent = {
    version: CONSENT_VERSION,
    analytics,
    date: now.toISOString(),
    expires: addMonths(now, CONSENT_LIFETIME_MONTHS).getTime(),
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Quota or storage disabled: the choice still applies to this visit.
  }
  return record;
};
