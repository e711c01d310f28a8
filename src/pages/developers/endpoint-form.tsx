/** @jsxImportSource hono/jsx */
// How every form on an endpoint's page is answered: a signed-in form (Origin and CSRF checked
// before anything runs), refused with 403 and nothing changed unless the role has
// `webhooks.manage`, then the shared webhook step the API route runs; its refusal is shown with
// the API's status and words, its success on the endpoint's page (a new secret shown there once).
import type { Context } from "hono";
import type { App, AppEnv } from "../../http/context";
import { attempt, pageAccount, type PageAccount } from "../own";
import { onSignedInForm, type Current } from "../session";
import { showEndpoint, type EndpointPageProps } from "./endpoint";
import { cannotManage, mayManageWebhooks } from "./words";

export type Shown = Pick<EndpointPageProps, "secret" | "status">;

export function onEndpointForm(
  app: App,
  action: string,
  run: (c: Context<AppEnv>, own: PageAccount, id: string, fields: Record<string, string>, me: Current) => Promise<Shown | Response>,
): void {
  onSignedInForm(app, `/dashboard/webhooks/:id${action}`, async (c, me, f) => {
    const id = c.req.param("id")!;
    if (!mayManageWebhooks(me)) return showEndpoint(c, me, id, { error: cannotManage(me) }, 403);
    const done = await attempt(() => run(c, pageAccount(c.env, me), id, f, me));
    if (!done.ok) return showEndpoint(c, me, id, { error: done.failure }, done.failure.status);
    if (done.value instanceof Response) return done.value;
    return showEndpoint(c, me, id, done.value);
  });
}
