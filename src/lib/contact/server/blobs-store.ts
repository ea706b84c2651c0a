import { randomUUID } from "crypto";
import type { Store } from "@netlify/blobs";
import type { OutboxClaim, OutboxRecord, OutboxRequestEntry, OutboxStatusEntry } from "./outbox";
import type { OutboxStore } from "./store";

/**
 * The outbox in Netlify Blobs, one blob per fact, none rewritten except an attempt's claim by its outcome
 * (docs/contact.md, "Nothing is lost: the outbox").
 */
export const BLOB_PREFIXES = {
  pending: "pending/",
  spam: "spam/",
  attempts: "attempts/",
  delivered: "delivered/",
} as const;

const attemptKey = (id: string, attempt: number) =>
  `${BLOB_PREFIXES.attempts}${id}/${String(attempt).padStart(4, "0")}`;

export const requestKey = (entry: Pick<OutboxRequestEntry, "receivedAt" | "id" | "spam">) =>
  `${entry.spam ? BLOB_PREFIXES.spam : BLOB_PREFIXES.pending}${entry.receivedAt}-${entry.id}`;

type ClaimBlob = OutboxClaim & { kind: "claim"; nonce: string };
type AttemptBlob = ClaimBlob | (OutboxStatusEntry & { attempt: number });

const inBatches = async <T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
};

const keysUnder = async (store: Store, prefix: string): Promise<string[]> =>
  (await store.list({ prefix })).blobs.map((blob) => blob.key);

export const blobsOutboxStore = (store: Store, name: string): OutboxStore => {
  /**
   * A conditional write answers `modified: true` for any status but 412, a server error included; without
   * the new ETag of a real write, the blob is read back.
   */
  const confirm = async (
    key: string,
    written: { etag?: string; modified: boolean },
    check: (value: unknown) => boolean,
  ) => {
    if (!written.modified) return false;
    if (written.etag) return true;
    const value: unknown = await store.get(key, { type: "json" });
    if (value !== null && check(value)) return true;
    throw new Error(`Netlify Blobs n’a pas confirmé l’écriture de ${key}.`);
  };

  return {
    kind: "blobs",
    location: `Netlify Blobs, magasin « ${name} »`,
    async add(entry) {
      const key = requestKey(entry);
      const written = await store.setJSON(key, entry, { onlyIfNew: true });
      const kept = await confirm(key, written, (value) => (value as OutboxRequestEntry).id === entry.id);
      if (!kept) throw new Error(`La clé ${key} existe déjà.`);
    },
    async claim(claim) {
      const key = attemptKey(claim.id, claim.attempt);
      const nonce = randomUUID();
      const blob: ClaimBlob = { kind: "claim", ...claim, nonce };
      const written = await store.setJSON(key, blob, { onlyIfNew: true });
      return confirm(key, written, (value) => (value as ClaimBlob).nonce === nonce);
    },
    async record(status) {
      await store.setJSON(attemptKey(status.id, status.attempt), status);
      if (status.status === "delivered") await store.setJSON(`${BLOB_PREFIXES.delivered}${status.id}`, status);
    },
    async read() {
      const [pendingKeys, spamKeys, attemptKeys, deliveredKeys] = await Promise.all(
        Object.values(BLOB_PREFIXES).map((prefix) => keysUnder(store, prefix)),
      );
      const delivered = new Set(deliveredKeys.map((key) => key.slice(BLOB_PREFIXES.delivered.length)));
      const attemptsById = new Map<string, string[]>();
      for (const key of attemptKeys) {
        const id = key.slice(BLOB_PREFIXES.attempts.length).split("/")[0];
        attemptsById.set(id, [...(attemptsById.get(id) ?? []), key]);
      }
      const unreadable: string[] = [];
      const requests = await inBatches([...pendingKeys, ...spamKeys], 16, async (key) => {
        const value = (await store.get(key, { type: "json" }).catch(() => null)) as OutboxRequestEntry | null;
        if (!value || value.kind !== "request" || typeof value.id !== "string") unreadable.push(key);
        return value;
      });
      const records: OutboxRecord[] = await inBatches(
        requests.filter((request): request is OutboxRequestEntry => !!request && request.kind === "request"),
        16,
        async (request) => {
          const record: OutboxRecord = { request, statuses: [], claims: [], delivered: delivered.has(request.id) };
          // Only pending requests' attempts are read.
          const keys = record.delivered ? [] : (attemptsById.get(request.id) ?? []);
          for (const blob of await inBatches(
            keys,
            8,
            (key) => store.get(key, { type: "json" }) as Promise<AttemptBlob | null>,
          )) {
            if (!blob) continue;
            record.claims.push({ id: blob.id, attempt: blob.attempt, at: blob.at, by: blob.by });
            if (blob.kind === "status") {
              record.statuses.push(blob);
              record.delivered ||= blob.status === "delivered";
            }
          }
          return record;
        },
      );
      records.sort((a, b) => a.request.receivedAt.localeCompare(b.request.receivedAt));
      return { records, unreadableLines: [], unreadableKeys: unreadable };
    },
  };
};
