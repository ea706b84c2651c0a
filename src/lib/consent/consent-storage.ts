/**
 * The visitor's cookie choice, kept in the browser only (never sent anywhere):
 * localStorage key `voltis-consent`, a JSON object with the choice, when it was
 * made and when it expires (6 months later, as the CNIL recommends). An expired,
 * unreadable or older-version record counts as no choice: the banner asks again.
 *
 * The inline script that sets Google's consent defaults (consent-mode.ts) reads
 * the same record before any page script runs, so both stay in this one module.
 */
export const CONSENT_STORAGE_KEY = "voltis-consent";
/** Bump when the cookie policy changes in a way that needs a new choice. */
export const CONSENT_VERSION = 1;
export const CONSENT_LIFETIME_MONTHS = 6;

export interface StoredConsent {
  version: number;
  /** true: audience measurement accepted; false: refused. */
  analytics: boolean;
  /** When the choice was made (ISO 8601). */
  date: string;
  /** When it stops being valid, in milliseconds since 1970 (what the inline script compares with Date.now()). */
  expires: number;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The same day and time, `months` calendar months later (31 August + 6 months = 28 or 29 February). */
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

/** The valid choice on record, or null (none, expired, unreadable, older version). */
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

/** Records a choice for 6 months and returns it. */
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
