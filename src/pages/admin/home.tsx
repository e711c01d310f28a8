/** @jsxImportSource hono/jsx */
// GET /admin: the console's home for a signed-in operator: how many accounts wait in the review
// queue (KYB and KYC apart) and the console's areas. Reading it changes nothing.
import { count, eq } from "drizzle-orm";
import type { App } from "../../http/context";
import { db } from "../../db/client";
import { accounts } from "../../db/schema";
import { ConsoleLayout } from "./layout";
import { mayDo, requireOperatorPage } from "./door";

const waiting = async (env: Env, state: string) =>
  (await db(env).select({ n: count() }).from(accounts).where(eq(accounts.kybState, state)).get())?.n ?? 0;

export function registerConsoleHome(app: App): void {
  app.get("/admin", async (c) => {
    const me = await requireOperatorPage(c);
    if (me instanceof Response) return me;
    const [kyb, kyc] = await Promise.all([waiting(c.env, "kyb_submitted"), waiting(c.env, "kyc_submitted")]);
    return c.html(
      <ConsoleLayout title="Home" me={me}>
        <h1>Operator console</h1>
        <section aria-labelledby="queue-h">
          <h2 id="queue-h">Review queue</h2>
          <p id="queue-counts">
            {kyb} {kyb === 1 ? "account waits" : "accounts wait"} for KYB review, {kyc} {kyc === 1 ? "account waits" : "accounts wait"} for KYC review.
          </p>
          <p><a href="/admin/review">Open the review queue</a></p>
        </section>
        <section aria-labelledby="areas-h">
          <h2 id="areas-h">Areas</h2>
          <ul>
            <li><a href="/admin/accounts">Accounts</a>: search, an account's state, users, keys, balances and audit entries</li>
            <li><a href="/admin/money">Money</a>: credit terms, negotiated commission, the payouts switch, stuck work</li>
            {mayDo(me, "supply.read") && <li><a href="/admin/supply">Supply</a>: suppliers, pricing margins, catalog sync, rails health</li>}
            <li><a href="/admin/audit">Audit log</a>: every operator action, newest first</li>
            <li><a href="/admin/operators">Operators</a>: people, their roles and API tokens</li>
          </ul>
        </section>
      </ConsoleLayout>,
    );
  });
}
