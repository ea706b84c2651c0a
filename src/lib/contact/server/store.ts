import { promises as fs } from "fs";
import * as path from "path";
import {
  appendToOutbox,
  outboxFile,
  readOutbox,
  SPAM_FILE,
  type OutboxClaim,
  type OutboxContents,
  type OutboxRecord,
  type OutboxRequestEntry,
  type OutboxStatusEntry,
} from "./outbox";

/** One outbox API over two stores, chosen in store-from-env.ts (docs/contact.md, "Nothing is lost: the outbox"). */
export interface OutboxStore {
  readonly kind: "file" | "blobs";
  /** A path or a store name, for messages. */
  readonly location: string;
  /** Resolves once durably written, rejects otherwise. */
  add(entry: OutboxRequestEntry): Promise<void>;
  /** True when this caller holds the attempt and may send, false when it was taken. */
  claim(claim: OutboxClaim): Promise<boolean>;
  record(status: OutboxStatusEntry & { attempt: number }): Promise<void>;
  read(): Promise<OutboxContents>;
}

/** A claim older than this without an outcome belongs to a run that died (functions stop after 30 s). */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

const attemptOf = (status: OutboxStatusEntry, index: number) => status.attempt ?? index + 1;

export const nextAttempt = (record: OutboxRecord): number =>
  Math.max(0, ...record.claims.map((claim) => claim.attempt), ...record.statuses.map(attemptOf)) + 1;

/** A claimed attempt with no outcome yet, recent enough that its sender may still be at work. */
export const attemptInFlight = (record: OutboxRecord, now: Date): OutboxClaim | undefined => {
  const done = new Set(record.statuses.map(attemptOf));
  return record.claims.find(
    (claim) => !done.has(claim.attempt) && now.getTime() - new Date(claim.at).getTime() < STALE_CLAIM_MS,
  );
};

export const pendingRecords = (contents: OutboxContents): OutboxRecord[] =>
  contents.records.filter((record) => !record.request.spam && !record.delivered);

const CLAIMS_DIR = "claims";

const claimFile = (dir: string, id: string, attempt: number) =>
  path.join(dir, CLAIMS_DIR, `${id.replace(/[^A-Za-z0-9-]/g, "_")}.${attempt}.json`);

/** A claim is a small file created exclusively (`wx`), which only one process can do. */
export const fileOutboxStore = (dir: string): OutboxStore => ({
  kind: "file",
  location: outboxFile(dir),
  async add(entry) {
    await appendToOutbox(dir, entry, entry.spam ? path.join(dir, SPAM_FILE) : outboxFile(dir));
  },
  async claim(claim) {
    const file = claimFile(dir, claim.id, claim.attempt);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      const handle = await fs.open(file, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(claim));
        await handle.sync();
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  },
  async record(status) {
    await appendToOutbox(dir, status);
  },
  async read() {
    const main = await readOutbox(dir);
    const spam = await readOutbox(dir, path.join(dir, SPAM_FILE));
    let names: string[] = [];
    try {
      names = await fs.readdir(path.join(dir, CLAIMS_DIR));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const byId = new Map(main.records.map((record) => [record.request.id, record]));
    for (const name of names.filter((file) => file.endsWith(".json"))) {
      try {
        const claim = JSON.parse(await fs.readFile(path.join(dir, CLAIMS_DIR, name), "utf8")) as OutboxClaim;
        byId.get(claim.id)?.claims.push(claim);
      } catch {
        // a claim file cut by a crash: its attempt counts as not made
      }
    }
    for (const record of byId.values()) record.claims.sort((a, b) => a.attempt - b.attempt);
    return {
      records: [...main.records, ...spam.records],
      unreadableLines: main.unreadableLines,
    };
  },
});
