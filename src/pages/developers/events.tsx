/** @jsxImportSource hono/jsx */
// GET /dashboard/events: the chosen mode's events, paged like GET /v1/events (newest first, the
// same cursors, the same `type` filter), each with its type, the id of its object, its time and
// its JSON as recorded when it fired (what a webhook receiver gets) in a <details>; order events
// link to the order's page. Every role reads; replaying an event (replay.tsx) needs
// `webhooks.manage`.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import type { ListEnvelope } from "../../http/pagination";
import type { EventSchema } from "../../routes/events/schemas";
import { listOf } from "../../routes/own-list";
import { EVENT_TYPES } from "../../webhooks/event-types";
import { Csrf, Layout, Notice, Pager } from "../layout";
import { attempt, pageAccount, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { utc } from "../format";
import { mayManageWebhooks } from "./words";
import { inWords, type FormWords } from "../form-words";

/** The filter's fields in words (form-words.ts). */
const FILTER_WORDS: FormWords = { type: { label: "Event type", fix: "choose one of the listed event types." }, cursor: { label: "The page link", fix: "it has expired: start again from the newest events." } };

type Event = z.infer<typeof EventSchema>;

const PAGE = 20;

export interface EventsQuery {
  type?: string;
  cursor?: string;
}

export function eventsPage(env: Env, me: Current, q: EventsQuery) {
  return attempt(
    () =>
      listOf(env, pageAccount(env, me), "events", { limit: PAGE, cursor: q.cursor }, { type: q.type }, (stub, ref, req) => stub.events(ref, { type: q.type }, req)) as Promise<
        ListEnvelope<Event>
      >,
  );
}

const objectId = (e: Event) => (typeof e.data.object.id === "string" ? e.data.object.id : null);

function ObjectCell(props: { e: Event }) {
  const id = objectId(props.e);
  if (!id) return <span>—</span>;
  if (props.e.type.startsWith("order.")) return <a href={`/dashboard/orders/${encodeURIComponent(id)}`}><code>{id}</code></a>;
  if (props.e.type === "ping") return <a href={`/dashboard/webhooks/${encodeURIComponent(id)}`}><code>{id}</code></a>;
  return <code>{id}</code>;
}

type EventsList = Awaited<ReturnType<typeof eventsPage>>;

export async function EventsPage(props: { c: Context<AppEnv>; me: Current; query: EventsQuery; list?: EventsList; status?: string; error?: PageFailure | string }) {
  const { c, me, query } = props;
  const list = props.list ?? (await eventsPage(c.env, me, query));
  const failure = props.error ?? (list.ok ? undefined : list.failure);
  const rows = list.ok ? list.value : null;
  const may = mayManageWebhooks(me);
  return (
    <Layout title="Events" me={me}>
      <h1>Events</h1>
      <p>Everything that happened in this account's {me.mode} mode, newest first, as webhook endpoints receive it.</p>
      {failure && <Notice error>{typeof failure === "string" ? failure : inWords(failure, FILTER_WORDS).message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      <form method="get" action="/dashboard/events">
        <fieldset role="group">
          <select name="type" aria-label="Event type">
            <option value="">All types</option>
            {EVENT_TYPES.map((t) => <option value={t} selected={t === query.type}>{t}</option>)}
          </select>
          <button type="submit" class="secondary">Filter</button>
        </fieldset>
      </form>
      {rows && rows.data.length === 0 && <p>No events{query.type ? ` of type ${query.type}` : ""} yet.</p>}
      {rows && rows.data.length > 0 && (
        <div class="overflow-auto">
          <table class="stack">
            <thead>
              <tr><th scope="col">Time</th><th scope="col">Type</th><th scope="col">Object</th><th scope="col">Event</th></tr>
            </thead>
            <tbody>
              {rows.data.map((e) => (
                <tr data-event={e.id}>
                  <td data-label="Time">{utc(e.created_at)}</td>
                  <td data-label="Type"><code>{e.type}</code></td>
                  <td data-label="Object"><ObjectCell e={e} /></td>
                  <td data-label="Event">
                    <details>
                      <summary><code>{e.id}</code></summary>
                      <pre class="json" tabindex={0} aria-label={`Event ${e.id}`}>{JSON.stringify(e, null, 2)}</pre>
                    </details>
                    {may && (
                      <form method="post" action={`/dashboard/events/${e.id}/replay`} class="inline">
                        <Csrf me={me} />
                        <button type="submit" class="secondary outline" aria-label={`Replay event ${e.id}`}>Replay</button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager path="/dashboard/events" keep={query.type ? [["type", query.type]] : []} cursor={query.cursor} next={rows?.next_cursor} older="Older events" />
    </Layout>
  );
}

export function registerEventsPage(app: App): void {
  app.get("/dashboard/events", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const query: EventsQuery = { type: c.req.query("type")?.trim() || undefined, cursor: c.req.query("cursor") || undefined };
    const list = await eventsPage(c.env, me, query);
    // a forged or foreign cursor is refused as the API refuses it
    return c.html(<EventsPage c={c} me={me} query={query} list={list} />, list.ok ? 200 : list.failure.status);
  });
}
