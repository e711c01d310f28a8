/** @jsxImportSource hono/jsx */
// GET /dashboard/webhooks: the chosen mode's webhook endpoints, paged like GET
// /v1/webhook_endpoints (newest first, the same cursors), each with its URL, the events it
// receives and its status in words, and the form that registers a new one (create-endpoint.tsx).
// Every role reads; creating needs `webhooks.manage` (and in live mode a fresh second factor,
// create-endpoint.tsx), and a role without it sees why.
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import type { ListEnvelope } from "../../http/pagination";
import { listOf } from "../../routes/own-list";
import type { WebhookEndpointSchema } from "../../routes/webhook-endpoints/schemas";
import { Csrf, Layout, Notice, Pager } from "../layout";
import { inWords } from "../form-words";
import { attempt, pageAccount, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { utc } from "../format";
import { cannotManage, ENDPOINT_WORDS, endpointStatus, EventChoice, mayManageWebhooks } from "./words";

export type Endpoint = z.infer<typeof WebhookEndpointSchema>;

const PAGE = 20;

export function endpointsPage(env: Env, me: Current, cursor?: string) {
  return attempt(
    () => listOf(env, pageAccount(env, me), "webhook_endpoints", { limit: PAGE, cursor }, {}, (stub, ref, req) => stub.webhookEndpoints(ref, req)) as Promise<ListEnvelope<Endpoint>>,
  );
}

export const eventsWords = (enabled: readonly string[]) => (enabled.includes("*") ? "All events" : enabled.join(", "));

type EndpointsList = Awaited<ReturnType<typeof endpointsPage>>;

export async function WebhooksPage(props: {
  c: Context<AppEnv>;
  me: Current;
  cursor?: string;
  list?: EndpointsList;
  error?: PageFailure;
  status?: string;
  form?: { url?: string; description?: string; events?: string[] };
}) {
  const { c, me } = props;
  const list = props.list ?? (await endpointsPage(c.env, me, props.cursor));
  const failure = props.error ?? (list.ok ? undefined : list.failure);
  const error = failure && inWords(failure, ENDPOINT_WORDS);
  const rows = list.ok ? list.value : null;
  return (
    <Layout title="Webhooks" me={me}>
      <h1>Webhooks</h1>
      <p>Endpoints that receive this account's {me.mode} events. Each delivery carries a <code>Service-Signature</code> header made with the endpoint's secret; see the <a href="/docs">API reference</a>.</p>
      {error && <Notice error>{error.message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      <section aria-labelledby="endpoints">
        <h2 id="endpoints">Endpoints ({me.mode} mode)</h2>
        {rows && rows.data.length === 0 && <p>No endpoints yet.</p>}
        {rows && rows.data.length > 0 && (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Status</th><th scope="col">Created</th></tr>
              </thead>
              <tbody>
                {rows.data.map((e) => (
                  <tr data-endpoint={e.id}>
                    <td data-label="URL"><a href={`/dashboard/webhooks/${e.id}`}><code>{e.url}</code></a>{e.description && <><br /><small>{e.description}</small></>}</td>
                    <td data-label="Events">{eventsWords(e.enabled_events)}</td>
                    <td data-label="Status">{endpointStatus(e)}</td>
                    <td data-label="Created">{utc(e.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path="/dashboard/webhooks" cursor={props.cursor} next={rows?.next_cursor} older="Older endpoints" />
      </section>
      <section aria-labelledby="add">
        <h2 id="add">Add an endpoint</h2>
        {mayManageWebhooks(me) && me.mode === "live" && <p><small>In live mode, adding an endpoint needs a two-factor code confirmed on the Security page in the last 10 minutes.</small></p>}
        {mayManageWebhooks(me) ? (
          <form method="post" action="/dashboard/webhooks">
            <Csrf me={me} />
            <label>
              URL
              <input name="url" type="url" required placeholder="https://example.com/hooks/partner-commerce" value={props.form?.url ?? ""} />
            </label>
            <label>
              Description (optional)
              <input name="description" maxlength={5000} value={props.form?.description ?? ""} />
            </label>
            <EventChoice enabled={props.form?.events} />
            <button type="submit">Add endpoint</button>
          </form>
        ) : (
          <p>{cannotManage(me)}</p>
        )}
      </section>
    </Layout>
  );
}

export function registerWebhooksPage(app: App): void {
  app.get("/dashboard/webhooks", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const cursor = c.req.query("cursor") || undefined;
    const list = await endpointsPage(c.env, me, cursor);
    return c.html(<WebhooksPage c={c} me={me} cursor={cursor} list={list} />, list.ok ? 200 : list.failure.status);
  });
}
