// GET /v1/events/stream: the key mode's events as server-sent events, as the account's object
// records them (account-object/event-stream.ts feeds it after every committed step; nothing here
// polls a database). `Last-Event-ID` (or `?last_event_id=`) resumes after an event at most one
// hour old. This door adds what the object does not know: a heartbeat comment and a check of the
// key every keyCheckMs (EVENT_STREAM_HEARTBEAT_SECONDS, at most 25 s), so a revoked key's stream is
// closed within STREAM_REVOCATION_MS (30 s) of the revocation on every isolate. The key is read as
// D1 holds it (http/auth.ts resolveKeyNow), never from the isolate's key cache, which may keep a
// key revoked on another isolate for up to 30 s more (with that cache and a 20 s heartbeat a stream
// could outlive its key by about 50 s): when the stream opens, so a key revoked elsewhere is
// refused even while this isolate's cache still has it, and at every interval after. A check that
// has not answered in KEY_CHECK_TIMEOUT_MS counts as failed, and a failing check (D1 unreachable)
// keeps the stream: only an answer that the key is gone ends it. So the worst case is one interval
// plus one timely check, at most 30 s. Messages from the object are passed on whole (a heartbeat
// never lands inside one), each as it arrives.
import { z } from "@hono/zod-openapi";
import type { App } from "../../http/context";
import { invalidApiKey, resolveKeyNow } from "../../http/auth";
import { defineRoute } from "../../http/route";
import { sseComment } from "../../account-object/event-stream";
import { ownAccount } from "../own";

const DEFAULT_HEARTBEAT_SECONDS = 20;

/** `EVENT_STREAM_HEARTBEAT_SECONDS`: how often an idle stream says it is alive and checks its key. */
export function heartbeatMsFrom(env: { EVENT_STREAM_HEARTBEAT_SECONDS?: string }): number {
  const s = Number(env.EVENT_STREAM_HEARTBEAT_SECONDS ?? "");
  return (Number.isFinite(s) && s > 0 ? s : DEFAULT_HEARTBEAT_SECONDS) * 1000;
}

/** The longest a revoked key's stream stays open after the revocation, on any isolate. */
export const STREAM_REVOCATION_MS = 30_000;
/** A key check not answered by then counts as failed: the stream is kept and checked again next interval. */
export const KEY_CHECK_TIMEOUT_MS = 5_000;

/** Pure: how often an open stream checks its key and sends a heartbeat: the configured heartbeat, at most 25 s. */
export function keyCheckMs(heartbeatMs: number): number {
  return Math.min(heartbeatMs, STREAM_REVOCATION_MS - KEY_CHECK_TIMEOUT_MS);
}

/** Pure: the longest a revoked key's stream stays open: one interval, then one check answered in time. */
export function revocationWorstCaseMs(heartbeatMs: number): number {
  return keyCheckMs(heartbeatMs) + KEY_CHECK_TIMEOUT_MS;
}

/** Whether the key is still valid: true when the check fails or does not answer in time (only "gone" ends a stream). */
async function stillValid(check: () => Promise<boolean>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), KEY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

const StreamQuerySchema = {
  last_event_id: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "resume after this event (the `Last-Event-ID` header, which takes precedence, does the same)" }),
};

const EXAMPLE =
  ": streaming events recorded from now on\n\n" +
  'id: evt_01JH8W5M2TQX7R3V9N4B6C8D0H\nevent: wallet.credited\ndata: {"id":"evt_01JH8W5M2TQX7R3V9N4B6C8D0H","object":"event","type":"wallet.credited",…}\n\n' +
  ": heartbeat\n\n";

const encoder = new TextEncoder();

/**
 * The object's stream passed on message by message, with a heartbeat every `intervalMs` between
 * messages; ended (with a comment saying why) when `keyValid` answers false at a heartbeat. A
 * failing or late key check keeps the stream: only an answer that the key is gone ends it.
 */
function relay(upstream: ReadableStream<Uint8Array>, intervalMs: number, keyValid: () => Promise<boolean>): ReadableStream<Uint8Array> {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  const reader = upstream.getReader();
  const decoder = new TextDecoder();
  let ended = false;
  const end = async (why?: string) => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    await reader.cancel().catch(() => undefined);
    if (why) await writer.write(encoder.encode(sseComment(why))).catch(() => undefined);
    await writer.close().catch(() => undefined);
  };
  const timer = setInterval(() => {
    void (async () => {
      const valid = await stillValid(keyValid);
      if (ended) return;
      if (!valid) return end("the API key was revoked; the stream is closed");
      await writer.write(encoder.encode(sseComment("heartbeat"))).catch(() => end());
    })();
  }, intervalMs);
  void (async () => {
    let buffered = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || ended) break;
        buffered += decoder.decode(value, { stream: true });
        const cut = buffered.lastIndexOf("\n\n");
        if (cut < 0) continue;
        const whole = buffered.slice(0, cut + 2);
        buffered = buffered.slice(cut + 2);
        await writer.write(encoder.encode(whole));
      }
    } catch {
      // the client went away, or the object was reset: either way the stream ends (a client resumes)
    }
    await end();
  })();
  return readable;
}

export function registerEventStream(app: App): void {
  defineRoute(app, {
    method: "get",
    path: "/v1/events/stream",
    tag: "Events",
    summary: "Stream events as they are recorded (server-sent events)",
    description:
      "A `text/event-stream` of this key's mode's events as they are recorded: each message's `id:` is the event id, `event:` its type, and " +
      "`data:` the event exactly as `GET /v1/events/{event_id}` shows it. Send `Last-Event-ID` (or `?last_event_id=`) to receive every event " +
      "recorded after that one, if it is at most one hour old; otherwise the stream starts from now and a comment line says so. A comment line " +
      "(`: heartbeat`) arrives every 20 seconds; at each, the key is checked again against the stored keys (never a cache), so a revoked key's stream is closed within 30 seconds.",
    security: "api_key",
    query: StreamQuerySchema,
    response: z.string().openapi({ description: "server-sent events", example: EXAMPLE }),
    produces: "text/event-stream",
    errors: ["parameter_invalid"],
    handler: async (c, { query }) => {
      const header = c.req.header("last-event-id")?.trim();
      const lastEventId = header ? header.slice(0, 100) : query.last_event_id;
      const caller = c.get("caller");
      // requireApiKey accepted this header's key
      const secret = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")![1]!;
      // the door's key check may have used this isolate's cache: a stream asks D1 itself (and, as
      // at every check, opens anyway when D1 does not answer: only "gone" refuses it)
      const keyValid = async () => (await resolveKeyNow(c.env, secret))?.keyId === caller.keyId;
      if (!(await stillValid(keyValid))) throw invalidApiKey();
      const { stub, ref } = ownAccount(c);
      const upstream = (await stub.eventStream(ref, lastEventId)) as ReadableStream<Uint8Array>;
      const body = relay(upstream, keyCheckMs(heartbeatMsFrom(c.env)), keyValid);
      return new Response(body, {
        headers: {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          "x-accel-buffering": "no",
        },
      });
    },
  });
}
