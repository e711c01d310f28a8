/** @jsxImportSource hono/jsx */
// POST /dashboard/events/{id}/replay: the API's replay step (POST /v1/events/{id}/replay): the
// event sent again, same id and body, to every active endpoint subscribed to it now (a ping: to
// its own endpoint). Sent from an endpoint's log, the answer is that endpoint's page with the new
// delivery in it; from the Events page, the Events page saying what was queued. Needs
// `webhooks.manage`; anyone else gets 403 and nothing is sent. In live mode it also needs a second
// factor confirmed in the last 10 minutes: a replay sends a live event's data out again, to every
// endpoint subscribed now, including endpoints registered after the event that never had it.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { App } from "../../http/context";
import { replayEvent } from "../../routes/webhook-endpoints/steps";
import { attempt, pageAccount, type PageFailure } from "../own";
import { onSignedInForm } from "../session";
import { showEndpoint } from "./endpoint";
import { EventsPage } from "./events";
import { cannotManage, liveWebhookRefusal, mayManageWebhooks } from "./words";

const queued = (n: number, id: string) =>
  n === 0 ? `No active endpoint subscribes to event ${id} now: nothing was sent.` : `Event ${id} replayed: ${n} ${n === 1 ? "delivery" : "deliveries"} queued.`;

export function registerReplayEvent(app: App): void {
  onSignedInForm(app, "/dashboard/events/:id/replay", async (c, me, f) => {
    const id = c.req.param("id")!;
    const endpoint = f.endpoint || undefined;
    const back = (props: { status?: string; error?: string | PageFailure }, code: ContentfulStatusCode = 200) =>
      endpoint ? showEndpoint(c, me, endpoint, props, code) : c.html(<EventsPage c={c} me={me} query={{}} {...props} />, code);
    if (!mayManageWebhooks(me)) return back({ error: cannotManage(me) }, 403);
    const live = liveWebhookRefusal(me);
    if (live) return back({ error: live }, 403);
    const done = await attempt(() => replayEvent(pageAccount(c.env, me), id));
    if (!done.ok) return back({ error: done.failure }, done.failure.status);
    return back({ status: queued(done.value.length, id) });
  });
}
