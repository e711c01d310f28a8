// GET /v1/events/stream through the real app: events recorded after connecting arrive in order,
// each exactly as GET /v1/events/{id} shows it; a resume delivers exactly what was missed, but
// never more than an hour back; a revoked key's stream ends; a key sees its own mode only.
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { admin, call, newAccount } from "../support/api";
import { issueKey } from "../../src/accounts/keys";
import { listAll, key } from "../support/money";
import { createEndpoint, fireEvent, receiver } from "./support";
import type { RetrieveEventResponse } from "../../src/routes/events/retrieve";

interface Message {
  id?: string;
  event?: string;
  data?: string;
  comments: string[];
}

/** An open stream, read one server-sent event at a time (comments gathered with the next event). */
class Stream {
  private buffer = "";
  private readonly decoder = new TextDecoder();
  comments: string[] = [];
  ended = false;

  constructor(
    readonly res: Response,
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
  ) {}

  /** The next message with an id, or null once the stream has ended. */
  async next(): Promise<Message | null> {
    for (;;) {
      const cut = this.buffer.indexOf("\n\n");
      if (cut >= 0) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const m: Message = { comments: [] };
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
          else if (line.startsWith("id: ")) m.id = line.slice(4);
          else if (line.startsWith("event: ")) m.event = line.slice(7);
          else if (line.startsWith("data: ")) m.data = line.slice(6);
        }
        if (m.id) return { ...m, comments: this.comments.splice(0) };
        continue;
      }
      const { done, value } = await this.reader.read();
      if (done) {
        this.ended = true;
        return null;
      }
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  async take(n: number): Promise<Message[]> {
    const out: Message[] = [];
    while (out.length < n) {
      const m = await this.next();
      if (!m) throw new Error(`the stream ended after ${out.length} of ${n} events`);
      out.push(m);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

const open: Stream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function connect(apiKey: string, opts: { lastEventId?: string; query?: string } = {}): Promise<Stream> {
  const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
  if (opts.lastEventId) headers["last-event-id"] = opts.lastEventId;
  const res = await exports.default.fetch(new Request(`http://svc.test/v1/events/stream${opts.query ?? ""}`, { headers }));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  const s = new Stream(res, res.body!.getReader());
  open.push(s);
  return s;
}

/** The account's events, oldest first, as the list shows them. */
async function recorded(apiKey: string): Promise<{ id: string; type: string }[]> {
  return ((await listAll(apiKey, "/v1/events")) as { id: string; type: string }[]).reverse();
}

const ids = (ms: (Message | { id: string })[]) => ms.map((m) => m.id);

describe("GET /v1/events/stream", () => {
  it("sends the events recorded after connecting, in order, each as GET /v1/events/{id} shows it", async () => {
    const acct = await newAccount();
    await fireEvent(acct.key, 10);
    const before = await recorded(acct.key);
    const s = await connect(acct.key);
    await fireEvent(acct.key, 11);
    await fireEvent(acct.key, 12);
    await fireEvent(acct.key, 13);
    const after = (await recorded(acct.key)).slice(before.length);
    expect(after.length).toBeGreaterThanOrEqual(3);

    const got = await s.take(after.length);
    expect(ids(got)).toEqual(ids(after));
    for (const m of got) {
      const one = await call<RetrieveEventResponse>(`/v1/events/${m.id}`, { key: acct.key });
      expect(m.data).toBe(one.text);
      expect(m.event).toBe(one.body.type);
    }
    expect(got.map((m) => (JSON.parse(m.data!) as RetrieveEventResponse).data.object)).toMatchObject([
      { net_terms_days: 11 }, { net_terms_days: 12 }, { net_terms_days: 13 },
    ].slice(0, after.length).map((c) => ({ credit: c })));
  });

  it("resumes after Last-Event-ID (or ?last_event_id=) with exactly the events missed, then goes on live", async () => {
    const acct = await newAccount();
    const first = await connect(acct.key);
    await fireEvent(acct.key, 20);
    const [seen] = await first.take(1);
    await first.close();

    // recorded while nobody listened
    await fireEvent(acct.key, 21);
    await fireEvent(acct.key, 22);
    const all = await recorded(acct.key);
    const missed = all.slice(all.findIndex((e) => e.id === seen!.id) + 1);
    expect(missed.length).toBeGreaterThanOrEqual(2);

    for (const opts of [{ lastEventId: seen!.id }, { query: `?last_event_id=${seen!.id}` }]) {
      const resumed = await connect(acct.key, opts);
      const replayed = await resumed.take(missed.length);
      expect(ids(replayed)).toEqual(ids(missed));
      expect(replayed[0]!.comments.join(" ")).toContain(`resuming after ${seen!.id}`);
      await fireEvent(acct.key, 23);
      const live = (await recorded(acct.key)).at(-1)!;
      expect(ids(await resumed.take(1))).toEqual([live.id]);
      missed.push(live);
      await resumed.close();
    }
  });

  it("does not replay from an event more than an hour old: it streams from now and says so", async () => {
    const acct = await newAccount();
    await fireEvent(acct.key, 30);
    const old = (await recorded(acct.key)).at(-1)!;
    const adv = await call("/v1/test_helpers/clock/advance", { key: acct.key, body: { seconds: 61 * 60 }, idem: key("clock") });
    expect(adv.status, adv.text).toBe(200);
    await fireEvent(acct.key, 31);
    const missed = (await recorded(acct.key)).slice(-1)[0]!;

    const s = await connect(acct.key, { lastEventId: old.id });
    await fireEvent(acct.key, 32);
    const next = (await recorded(acct.key)).at(-1)!;
    const [m] = await s.take(1);
    expect(m!.id).toBe(next.id);
    expect(m!.id).not.toBe(missed.id);
    expect(m!.comments.join(" ")).toContain(`${old.id} is unknown or more than one hour old`);

    // an hour back is still within reach
    const within = await connect(acct.key, { lastEventId: missed.id });
    expect(ids(await within.take(1))).toEqual([next.id]);
  });

  it("ends the stream of a key once it is revoked", async () => {
    const acct = await newAccount();
    const second = await issueKey(env, acct.id, "test");
    const s = await connect(second.secret!);
    const kept = await connect(acct.key);
    await fireEvent(acct.key, 40);
    await s.take(1);

    const revoked = await admin(`/admin/v1/api_keys/${second.id}`, { method: "DELETE" });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await s.next()).toBeNull();
    expect(s.ended).toBe(true);
    expect(s.comments.join(" ")).toContain("the API key was revoked");
    // the account's other key streams on
    await fireEvent(acct.key, 41);
    expect((await kept.take(2)).map((m) => m.event)).toEqual(["credit.updated", "credit.updated"]);
  });

  it("carries only the key's mode", async () => {
    const acct = await newAccount();
    const live = (await issueKey(env, acct.id, "live")).secret!;
    const liveStream = await connect(live);
    const testStream = await connect(acct.key);

    await fireEvent(acct.key, 50);
    const testEvent = (await recorded(acct.key)).at(-1)!;
    expect(ids(await testStream.take(1))).toEqual([testEvent.id]);

    // a live event: a ping of a live endpoint
    const ep = await createEndpoint(live, { url: receiver().url });
    const ping = await call(`/v1/webhook_endpoints/${ep.id}/ping`, { key: live, method: "POST" });
    expect(ping.status, ping.text).toBe(200);
    const [m] = await liveStream.take(1);
    expect(m!.event).toBe("ping");
    expect(JSON.parse(m!.data!)).toMatchObject({ livemode: true });
    expect(m!.id).not.toBe(testEvent.id);
  });
});
