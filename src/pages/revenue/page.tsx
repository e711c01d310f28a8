/** @jsxImportSource hono/jsx */
// GET /dashboard/revenue: the page itself (revenue.tsx draws it). A cursor this list did not give
// out is the API's 400 parameter_invalid, shown on the page.
import type { App } from "../../http/context";
import { requireMe } from "../session";
import { entriesPage, RevenuePage } from "./revenue";

export function registerRevenuePage(app: App): void {
  app.get("/dashboard/revenue", async (c) => {
    const me = await requireMe(c);
    if (me instanceof Response) return me;
    const cursor = c.req.query("cursor") || undefined;
    const entries = await entriesPage(c.env, me, cursor);
    return c.html(<RevenuePage c={c} me={me} cursor={cursor} entries={entries} />, entries.ok ? 200 : entries.failure.status);
  });
}
