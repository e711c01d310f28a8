/** @jsxImportSource hono/jsx */
// GET /dashboard/webhooks/{id}: one endpoint of the chosen mode (never its secret, which is shown
// once, right after creation or rotation, by the form that made it), its forms (edit the URL, events
// and description, disable or enable, rotate the secret, ping, delete; endpoint-*.tsx) and its
// delivery log paged like GET /v1/webhook_endpoints/{id}/deliveries. Each attempt shows its event,
// attempt number, status in words, the receiver's status and the start of its answer, the time it
// took, and in a <details> the request body: the event's envelope exactly as it was sent. The
// signature header (made from the secret) is never stored, so it is never shown. Every role
// reads; the forms need `webhooks.manage`.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "@hono/zod-openapi";
import type { App, AppEnv } from "../../http/context";
import type { Outcome } from "../../http/errors";
import type { ListEnvelope } from "../../http/pagination";
import { listOf } from "../../routes/own-list";
import type { WebhookDeliverySchema } from "../../routes/webhook-endpoints/schemas";
import { retrieveEndpoint } from "../../routes/webhook-endpoints/steps";
import { Csrf, Layout, Notice, Pager, SecretBox } from "../layout";
import { attempt, pageAccount, type PageFailure } from "../own";
import { requireMe, type Current } from "../session";
import { utc } from "../format";
import { eventsWords, type Endpoint } from "./webhooks";
import { attemptStatus, cannotManage, ENDPOINT_WORDS, endpointStatus, EventChoice, mayManageWebhooks } from "./words";
import { inWords } from "../form-words";

export type Delivery = z.infer<typeof WebhookDeliverySchema>;

const PAGE = 20;

export const readEndpoint = (env: Env, me: Current, id: string) => attempt(() => retrieveEndpoint(pageAccount(env, me), id) as Promise<Endpoint>);

export function deliveriesPage(env: Env, me: Current, id: string, cursor?: string) {
  return attempt(
    () =>
      listOf(env, pageAccount(env, me), "webhook_deliveries", { limit: PAGE, cursor }, { id }, (stub, ref, req) => stub.webhookDeliveries(ref, id, req)) as Promise<
        ListEnvelope<Delivery>
      >,
  );
}

/** The bodies sent for these attempts: each event's stored envelope, which is what every attempt posts. */
async function sentBodies(env: Env, me: Current, deliveries: Delivery[]): Promise<Map<string, string>> {
  const { stub, ref } = pageAccount(env, me);
  const ids = [...new Set(deliveries.map((d) => d.event_id))];
  const bodies = await Promise.all(
    ids.map(async (id) => {
      const got = (await stub.event(ref, id)) as Outcome<unknown>;
      return [id, got.ok ? JSON.stringify(got.value) : null] as const;
    }),
  );
  return new Map(bodies.filter((b): b is readonly [string, string] => b[1] !== null));
}

type DeliveriesList = Awaited<ReturnType<typeof deliveriesPage>>;

export interface EndpointPageProps {
  c: Context<AppEnv>;
  me: Current;
  endpoint: Endpoint;
  cursor?: string;
  log?: DeliveriesList;
  /** a secret just made: creation or rotation */
  secret?: string;
  status?: string;
  error?: PageFailure | string;
}

export async function EndpointPage(props: EndpointPageProps) {
  const { c, me, endpoint: e } = props;
  const log = props.log ?? (await deliveriesPage(c.env, me, e.id, props.cursor));
  const rows = log.ok ? log.value.data : [];
  const bodies = await sentBodies(c.env, me, rows);
  const failure = props.error ?? (log.ok ? undefined : log.failure);
  const may = mayManageWebhooks(me);
  const base = `/dashboard/webhooks/${e.id}`;
  return (
    <Layout title="Webhook endpoint" me={me}>
      <p><a href="/dashboard/webhooks">← Webhooks</a></p>
      <h1><code>{e.url}</code></h1>
      {failure && <Notice error>{typeof failure === "string" ? failure : inWords(failure, ENDPOINT_WORDS).message}</Notice>}
      {props.status && <Notice>{props.status}</Notice>}
      {props.secret && (
        <section>
          <Notice>This endpoint's signing secret: this is the only time it is shown. Copy it now and keep it with your receiver.</Notice>
          <SecretBox id="signing-secret" label="signing secret" value={props.secret} />
        </section>
      )}
      <dl class="figures">
        <div><dt>Status</dt><dd data-figure="status">{endpointStatus(e)}</dd></div>
        <div><dt>Events</dt><dd>{eventsWords(e.enabled_events)}</dd></div>
        <div><dt>Last success</dt><dd>{e.last_success_at ? utc(e.last_success_at) : "None yet"}</dd></div>
        <div><dt>Last failure</dt><dd>{e.last_failure_at ? utc(e.last_failure_at) : "None"}</dd></div>
      </dl>
      <p>Endpoint <code>{e.id}</code>, {me.mode} mode, created {utc(e.created_at)}.</p>
      {e.description && <p>Description: {e.description}</p>}

      {may ? (
        <section aria-labelledby="actions">
          <h2 id="actions">Test and manage</h2>
          <div class="grid-forms">
            <form method="post" action={`${base}/ping`}>
              <Csrf me={me} />
              <p>Send a <code>ping</code> event now and log the answer.</p>
              <button type="submit">Ping</button>
            </form>
            <form method="post" action={`${base}/rotate-secret`}>
              <Csrf me={me} />
              <p>A new secret signs every delivery from now on; the old one stops at once.</p>
              <button type="submit" class="secondary">Rotate secret</button>
            </form>
            {e.status === "active" ? (
              <form method="post" action={`${base}/disable`}>
                <Csrf me={me} />
                <p>Stop deliveries; events meanwhile are not sent later.</p>
                <button type="submit" class="secondary outline">Disable</button>
              </form>
            ) : (
              <form method="post" action={`${base}/enable`}>
                <Csrf me={me} />
                <p>Receive new events again.</p>
                <button type="submit" class="secondary">Enable</button>
              </form>
            )}
            <form method="post" action={`${base}/delete`}>
              <Csrf me={me} />
              <p>Remove the endpoint and its log.</p>
              <button type="submit" class="secondary outline">Delete endpoint</button>
            </form>
          </div>
          {me.mode === "live" && <p><small>In live mode, editing, enabling, rotating the secret and replaying need a two-factor code confirmed on the Security page in the last 10 minutes.</small></p>}
          <form method="post" action={base}>
            <Csrf me={me} />
            <label>
              URL
              <input name="url" type="url" required value={e.url} />
            </label>
            <label>
              Description
              <input name="description" maxlength={5000} value={e.description ?? ""} />
            </label>
            <EventChoice enabled={e.enabled_events} />
            <button type="submit">Save changes</button>
          </form>
        </section>
      ) : (
        <p>{cannotManage(me)}</p>
      )}

      <section aria-labelledby="log">
        <h2 id="log">Delivery log</h2>
        <p>Every attempt at this endpoint, newest first.</p>
        {log.ok && rows.length === 0 && <p>No deliveries yet. Press Ping to send one.</p>}
        {rows.length > 0 && (
          <div class="overflow-auto">
            <table class="stack">
              <thead>
                <tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col" class="num">Attempt</th><th scope="col">Status</th><th scope="col" class="num">Response</th><th scope="col" class="num">Duration</th><th scope="col">Details</th></tr>
              </thead>
              <tbody>
                {rows.map((d) => (
                  <tr data-delivery={d.id}>
                    <td data-label="Time">{utc(d.created_at)}</td>
                    <td data-label="Event"><code>{d.event_type}</code><br /><small><code>{d.event_id}</code></small></td>
                    <td data-label="Attempt" class="num">{d.attempt}</td>
                    <td data-label="Status">{attemptStatus(d)}{d.next_attempt_at && <><br /><small>next {utc(d.next_attempt_at)}</small></>}</td>
                    <td data-label="Response" class="num" data-response-status={d.response_status ?? ""}>{d.response_status === null ? "No answer" : `HTTP ${d.response_status}`}</td>
                    <td data-label="Duration" class="num">{d.duration_ms} ms</td>
                    <td data-label="Details">
                      {d.error && <p><small>{d.error}</small></p>}
                      <details>
                        <summary>Request and response</summary>
                        <p>Request body sent</p>
                        {bodies.has(d.event_id) ? <pre class="json" tabindex={0} aria-label="Request body" data-request-body>{bodies.get(d.event_id)}</pre> : <p>The event is no longer stored.</p>}
                        <p>Response body (first 500 characters)</p>
                        {d.response_body_excerpt === null ? <p>None</p> : <pre class="json" tabindex={0} aria-label="Response body" data-response-body>{d.response_body_excerpt}</pre>}
                      </details>
                      {may && (
                        <form method="post" action={`/dashboard/events/${d.event_id}/replay`} class="inline">
                          <Csrf me={me} />
                          <input type="hidden" name="endpoint" value={e.id} />
                          <button type="submit" class="secondary outline" aria-label={`Replay event ${d.event_id}`}>Replay</button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager path={base} cursor={props.cursor} next={log.ok ? log.value.next_cursor : null} older="Older attempts" />
      </section>
    </Layout>
  );
}

/** The endpoint page, or the Webhooks page with the refusal when there is no such endpoint. */
export async function showEndpoint(c: Context<AppEnv>, me: Current, id: string, props: Omit<EndpointPageProps, "c" | "me" | "endpoint"> = {}, status: ContentfulStatusCode = 200) {
  const endpoint = await readEndpoint(c.env, me, id);
  if (!endpoint.ok) return c.html(<NoEndpoint me={me} failure={endpoint.failure} />, endpoint.failure.status);
  const log = await deliveriesPage(c.env, me, id, props.cursor);
  // a forged or foreign cursor is refused as the API refuses it
  return c.html(<EndpointPage c={c} me={me} endpoint={endpoint.value} log={log} {...props} />, log.ok ? status : log.failure.status);
}

function NoEndpoint(props: { me: Current; failure: PageFailure }) {
  return (
    <Layout title="Webhook endpoint" me={props.me}>
      <p><a href="/dashboard/webhooks">← Webhooks</a></p>
      <Notice error>{props.failure.message}</Notice>
    </Layout>
  );
}

export function registerEndpointPage(app: App): void {
  app.get("/dashboard/webhooks/:id", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    return showEndpoint(c, me, c.req.param("id"), { cursor: c.req.query("cursor") || undefined });
  });
}
