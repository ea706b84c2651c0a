import { promises as fs } from "fs";
import * as path from "path";
import type { ValidContactPayload } from "../schema";

/**
 * The outbox: every accepted contact request, one JSON object per line, in an
 * append-only file. A request line is written (and flushed to disk) before the
 * endpoint answers; each delivery attempt then appends a status line. History
 * is never rewritten: an entry is undelivered while its last status is not
 * "delivered".
 */
export const OUTBOX_FILE = "contact-outbox.jsonl";
/** Requests the spam trap caught, kept apart in the same form, never mailed. */
export const SPAM_FILE = "contact-spam.jsonl";

export interface OutboxRequestEntry {
  kind: "request";
  id: string;
  receivedAt: string;
  /** The request's fields; the recipient it may have named is not kept (never used). */
  payload: StoredContactPayload;
  /** The configured mailbox when the request came (the scheduled retry sends there unless CONTACT_RECIPIENT says otherwise). */
  to?: string;
  /** The site's name then (the sender's display name). */
  siteName?: string;
  /** Set when the spam trap caught the request: kept apart, never mailed. */
  spam?: { reason: SpamReason };
}

/** Why a request was taken for spam: the hidden field was filled, or the form was sent too fast. */
export type SpamReason = "honeypot" | "too-fast";

/** Who made a delivery attempt: the endpoint, the outbox command or the scheduled retry. */
export type AttemptOrigin = "endpoint" | "outbox" | "scheduled";

export type StoredContactPayload = Omit<ValidContactPayload, "recipient">;

export interface OutboxStatusEntry {
  kind: "status";
  id: string;
  at: string;
  status: "delivered" | "failed";
  /** Where the attempt came from. */
  by: AttemptOrigin;
  /** Number of the attempt (from 1), the one its claim holds; absent on lines written before claims. */
  attempt?: number;
  error?: string;
}

/**
 * A claim on one delivery attempt, written only if new (`onlyIfNew` on Blobs,
 * an exclusive create on disk) before the mail is sent: whoever holds attempt
 * n of a request is the only one to send it as attempt n.
 */
export interface OutboxClaim {
  id: string;
  attempt: number;
  at: string;
  by: AttemptOrigin;
}

export type OutboxEntry = OutboxRequestEntry | OutboxStatusEntry;

export const outboxFile = (dir: string): string => path.join(dir, OUTBOX_FILE);

/**
 * Per-file write queues of this process, on the global object so that they
 * survive `gatsby serve` evaluating the function's module for every request.
 */
const QUEUES_KEY = Symbol.for("voltis.contact.outboxQueues");
const store = globalThis as typeof globalThis & { [QUEUES_KEY]?: Map<string, Promise<void>> };
const queues = (store[QUEUES_KEY] ??= new Map<string, Promise<void>>());
const syncedDirs = new Set<string>();

const writeLine = async (file: string, line: string): Promise<void> => {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const handle = await fs.open(file, "a", 0o600);
  try {
    const buffer = Buffer.from(line, "utf8");
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesWritten } = await handle.write(buffer, offset, buffer.length - offset);
      offset += bytesWritten;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  // The first time, flush the folder too, so that a newly created file survives a crash.
  if (!syncedDirs.has(dir)) {
    const dirHandle = await fs.open(dir, "r");
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
    syncedDirs.add(dir);
  }
};

/**
 * Appends one entry and resolves once it is on disk (fsync). Writes to one file
 * are queued within the process, and the file is opened in append mode, so
 * lines from concurrent requests (or from the outbox command) never interleave.
 */
export const appendToOutbox = async (dir: string, entry: OutboxEntry, file = outboxFile(dir)): Promise<void> => {
  const line = `${JSON.stringify(entry)}\n`;
  const previous = queues.get(file) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => writeLine(file, line));
  queues.set(file, current);
  try {
    await current;
  } finally {
    if (queues.get(file) === current) queues.delete(file);
  }
};

export interface OutboxRecord {
  request: OutboxRequestEntry;
  statuses: OutboxStatusEntry[];
  delivered: boolean;
  /** Claimed attempts, with or without an outcome yet (filled by the stores; empty for a bare file read). */
  claims: OutboxClaim[];
}

export interface OutboxContents {
  records: OutboxRecord[];
  /** Line numbers (from 1) that could not be read, e.g. a line cut by a crash. */
  unreadableLines: number[];
  /** Blobs that could not be read (Blobs store). */
  unreadableKeys?: string[];
}

const isRequest = (value: unknown): value is OutboxRequestEntry =>
  typeof value === "object" &&
  value !== null &&
  (value as OutboxEntry).kind === "request" &&
  typeof (value as OutboxEntry).id === "string";
const isStatus = (value: unknown): value is OutboxStatusEntry =>
  typeof value === "object" &&
  value !== null &&
  (value as OutboxEntry).kind === "status" &&
  typeof (value as OutboxEntry).id === "string";

/** Reads the outbox; a missing file is an empty outbox. */
export const readOutbox = async (dir: string, file = outboxFile(dir)): Promise<OutboxContents> => {
  let text = "";
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const byId = new Map<string, OutboxRecord>();
  const unreadableLines: number[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "") return;
    let entry: unknown;
    try {
      entry = JSON.parse(raw);
    } catch {
      unreadableLines.push(index + 1);
      return;
    }
    if (isRequest(entry)) {
      byId.set(entry.id, { request: entry, statuses: [], delivered: false, claims: [] });
    } else if (isStatus(entry) && byId.has(entry.id)) {
      const record = byId.get(entry.id)!;
      record.statuses.push(entry);
      record.delivered = entry.status === "delivered" || record.delivered;
    } else {
      unreadableLines.push(index + 1);
    }
  });
  return { records: [...byId.values()], unreadableLines };
};
