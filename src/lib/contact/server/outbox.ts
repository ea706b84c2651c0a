import { promises as fs } from "fs";
import * as path from "path";
import type { ValidContactPayload } from "../schema";

/**
 * The file outbox: JSON lines, appended and flushed before the endpoint answers, never rewritten; an entry is
 * undelivered while its last status is not "delivered" (docs/contact.md, "Nothing is lost: the outbox").
 */
export const OUTBOX_FILE = "contact-outbox.jsonl";
export const SPAM_FILE = "contact-spam.jsonl";

export interface OutboxRequestEntry {
  kind: "request";
  id: string;
  receivedAt: string;
  /** The recipient it may have named is not kept (never used). */
  payload: StoredContactPayload;
  /** The configured mailbox when the request came; the scheduled retry prefers CONTACT_RECIPIENT. */
  to?: string;
  siteName?: string;
  spam?: { reason: SpamReason };
}

export type SpamReason = "honeypot" | "too-fast";

export type AttemptOrigin = "endpoint" | "outbox" | "scheduled";

export type StoredContactPayload = Omit<ValidContactPayload, "recipient">;

export interface OutboxStatusEntry {
  kind: "status";
  id: string;
  at: string;
  status: "delivered" | "failed";
  by: AttemptOrigin;
  /** From 1, the one its claim holds; absent on older lines. */
  attempt?: number;
  error?: string;
}

/** Written only if new, before sending: only its holder sends attempt n (docs/contact.md, "Retry, exactly once"). */
export interface OutboxClaim {
  id: string;
  attempt: number;
  at: string;
  by: AttemptOrigin;
}

export type OutboxEntry = OutboxRequestEntry | OutboxStatusEntry;

export const outboxFile = (dir: string): string => path.join(dir, OUTBOX_FILE);

/** On the global object: `gatsby serve` evaluates the function's module for every request. */
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
  // Flushing the folder once makes a newly created file survive a crash.
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

/** Resolves once on disk; queued writes in append mode keep concurrent lines from interleaving. */
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
  /** Filled by the stores; empty for a bare file read. */
  claims: OutboxClaim[];
}

export interface OutboxContents {
  records: OutboxRecord[];
  /** From 1, e.g. a line cut by a crash. */
  unreadableLines: number[];
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

/** A missing file is an empty outbox. */
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
