/** @jsxImportSource hono/jsx */
// How every form on an endpoint's page is answered: a signed-in form (Origin and CSRF checked
// before anything runs), refused with 403 and nothing changed unless the role has
// `webhooks.manage`, and, for a form that sends live data out (`sendsLive`), in live mode unless a
// second factor was confirmed in the last 10 minutes (words.tsx liveWebhookRefusal, the live keys'
// words); then the shared webhook step the API route runs. Its refusal is shown with the API's
// status and words, its success on the endpoint's page (a new secret shown there once). Each form
// says whether it sends live data out where it registers itself.
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { attempt, pageAccount, type PageAccount } from "../own";
import { onSignedInForm, type Current } from "../session";
import { showEndpoint, type EndpointPageProps } from "./endpoint";
import { cannotManage, liveWebhookRefusal, mayManageWebhooks } from "./words";

export type Shown = Pick<EndpointPageProps, "secret" | "status">;

export interface EndpointForm {
  /**
   * Whether the form makes live data leave the service by a new way: a URL or event types changed,
   * a secret shown, a stopped endpoint sending again. Such a form asks for a fresh second factor in
   * live mode; a form that only stops sending (disable, delete) or sends none of the account's data
   * (ping) does not.
   */
  sendsLive: boolean;
}

export function onEndpointForm(
  app: App,
  action: string,
  form: EndpointForm,
  run: (c: Context<AppEnv>, own: PageAccount, id: string, fields: Record<string, string>, me: Current) => Promise<Shown | Response>,
): void {
  onSignedInForm(app, `/dashboard/webhooks/:id${action}`, async (c, me, f) => {
    const id = c.req.param("id")!;
    if (!mayManageWebhooks(me)) return showEndpoint(c, me, id, { error: cannotManage(me) }, 403);
    const live = form.sendsLive ? liveWebhookRefusal(me) : null;
    if (live) return showEndpoint(c, me, id, { error: live }, 403);
    const done = await attempt(() => run(c, pageAccount(c.env, me), id, f, me));
    if (!done.ok) return showEndpoint(c, me, id, { error: done.failure }, done.failure.status);
    if (done.value instanceof Response) return done.value;
    return showEndpoint(c, me, id, done.value);
  });
}
