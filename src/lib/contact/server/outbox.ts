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

export interface OutboxRequestEntry {
  kind: "request";
  id: string;
  receivedAt: string;
  /** The request's fields; the recipient it may have named is not kept (never used). */
  payload: StoredContactPayload;
}

export type StoredContactPayload = Omit<ValidContactPayload, "recipient">;

export interface OutboxStatusEntry {
  kind: "status";
  id: string;
  at: string;
  status: "delivered" | "failed";
  /** Where the attempt came from: the endpoint or the outbox command. */
  by: "endpoint" | "outbox";
  error?: string;
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
export const appendToOutbox = async (dir: string, entry: OutboxEntry): Promise<void> => {
  const file = outboxFile(dir);
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
}

export interface OutboxContents {
  records: OutboxRecord[];
  /** Line numbers (from 1) that could not be read, e.g. a line cut by a crash. */
  unreadableLines: number[];
}

const isRequest = (value: unknown): value is OutboxRequestEntry =>
  typeof value === "object" && value !== null && (value as OutboxEntry).kind === "request" && typeof (value as OutboxEntry).id === "string";
const isStatus = (value: unknown): value is OutboxStatusEntry =>
  typeof value === "object" && value !== null && (value as OutboxEntry).kind === "status" && typeof (value as OutboxEntry).id === "string";

/** Reads the outbox; a missing file is an empty outbox. */
export const readOutbox = async (dir: string): Promise<OutboxContents> => {
  let text = "";
  try {
    text = await fs.readFile(outboxFile(dir), "utf8");
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
      byId.set(entry.id, { request: entry, statuses: [], delivered: false });
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

/** Requests never delivered (no SMTP at the time, or SMTP failed). */
export const undeliveredRecords = async (dir: string): Promise<OutboxRecord[]> =>
  (await readOutbox(dir)).records.filter((record) => !record.delivered);
