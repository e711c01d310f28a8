// The live feed of the account's events (GET /v1/events/stream), fed by the object itself: every
// step that commits hands over the events it recorded (`publish`, called after the commit, so a
// listener never sees an event whose change was rolled back), read back from the events table
// in the order they were written (their key, the table's rowid). A listener opened with the id of the last event
// it saw first gets everything recorded after that id, as long as that event is at most an hour
// old on the account's clock; the backlog and the registration happen in one synchronous run,
// so no event falls between them. Each message is a complete server-sent event
// (`id:`, `event:`, `data:` = the event exactly as GET /v1/events/{id} shows it), written as one
// chunk. A listener that stops reading is let go once a bounded backlog waits for it; its
// client resumes with the last id it saw. This file knows nothing of keys or heartbeats: the
// route adds them.
import { eventById } from "./events";
import { one } from "./tx";

/** How far back a resume may reach, on the account's clock. */
export const RESUME_WINDOW_MS = 60 * 60_000;
/** Bytes a listener may leave unread before it is let go (it resumes where it stopped). */
const MAX_UNREAD_BYTES = 4 * 1024 * 1024;

interface Listener {
  writer: WritableStreamDefaultWriter<Uint8Array>;
  /** key of the last event written to it */
  last: number;
  /** bytes written that it has not read yet */
  unread: number;
}

interface EventRow {
  key: number;
  id: string;
  type: string;
  body: string;
  [k: string]: SqlStorageValue;
}

const encoder = new TextEncoder();

/** One server-sent event: the body is one line of JSON, so it needs one `data:` line. */
export function sseMessage(e: { id: string; type: string; body: string }): string {
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${e.body}\n\n`;
}

/** A comment line, which SSE clients ignore. */
export function sseComment(text: string): string {
  return `: ${text.replace(/\n/g, " ")}\n\n`;
}

export class EventStreams {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly sql: SqlStorage) {}

  /**
   * A new listener's stream: from now, or after `lastEventId` when that event is at most an
   * hour old at `now` (the account's clock); otherwise from now, saying so in a comment.
   */
  open(now: number, lastEventId: string | undefined): ReadableStream<Uint8Array> {
    const { readable, writable } = new IdentityTransformStream();
    const listener: Listener = { writer: writable.getWriter(), last: this.newest(), unread: 0 };
    if (lastEventId !== undefined) {
      const from = eventById(this.sql, lastEventId);
      if (from && from.created_at >= now - RESUME_WINDOW_MS) {
        listener.last = from.key;
        this.write(listener, sseComment(`resuming after ${lastEventId}`));
      } else {
        this.write(listener, sseComment(`${lastEventId} is unknown or more than one hour old; streaming events recorded from now on`));
      }
    } else {
      this.write(listener, sseComment("streaming events recorded from now on"));
    }
    this.listeners.add(listener);
    this.send([listener]);
    return readable;
  }

  /** After a committed step: every listener gets the events recorded since it was last written to. */
  publish(): void {
    if (this.listeners.size) this.send([...this.listeners]);
  }

  get size(): number {
    return this.listeners.size;
  }

  private newest(): number {
    return one<{ n: number }>(this.sql, "SELECT COALESCE(MAX(key), 0) AS n FROM events")!.n;
  }

  private send(to: Listener[]): void {
    const from = Math.min(...to.map((l) => l.last));
    const rows = this.sql.exec<EventRow>("SELECT key, id, type, body FROM events WHERE key > ? ORDER BY key", from).toArray();
    if (!rows.length) return;
    for (const l of to) {
      for (const r of rows) {
        if (r.key <= l.last) continue;
        if (!this.write(l, sseMessage(r))) break;
        l.last = r.key;
      }
    }
  }

  /** Writes one message; false (and the listener let go) when it is gone or too far behind. */
  private write(l: Listener, text: string): boolean {
    if (l.unread > MAX_UNREAD_BYTES) {
      this.drop(l);
      return false;
    }
    const bytes = encoder.encode(text);
    l.unread += bytes.byteLength;
    l.writer.write(bytes).then(
      () => (l.unread -= bytes.byteLength),
      () => this.drop(l),
    );
    return true;
  }

  private drop(l: Listener): void {
    if (!this.listeners.delete(l)) return;
    l.writer.close().catch(() => undefined);
  }
}
