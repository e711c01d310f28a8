// The operator console (/admin), one file per page (its GET and the POSTs its forms send):
// auth/ (log-in, second factor, set-up link, log-out), review/ (the KYB and KYC queue, revealing
// an ID number), accounts/ (search, an account's page), money/ (credit, commission, payouts,
// stuck work), refunds/ (the queue of refunds waiting for a decision, goodwill refunds), supply/
// (suppliers, pricing, sync, rails), audit/ (the log), operators/ (people and their tokens).
// Every form runs the same audited step as its /admin/v1 route, and its body is capped as every
// page form's is.
import type { App } from "../../http/context";
import { pageHeaders } from "../headers";
import { formBodyLimit } from "../session";
import { registerConsoleAuth } from "./auth";
import { registerConsoleOperators } from "./operators";
import { registerConsoleReview } from "./review";
import { registerAccountsPages } from "./accounts";
import { registerAuditPages } from "./audit/audit";
import { registerMoneyPages } from "./money";
import { registerRefundPages } from "./refunds";
import { registerSupplyPages } from "./supply";

export function registerConsolePages(app: App): void {
  // the console's pages carry the pages' headers; the operator API beside them does not
  app.use("/admin", pageHeaders);
  app.use("/admin/*", (c, next) => (c.req.path.startsWith("/admin/v1/") ? next() : pageHeaders(c, next)));
  // a console form's body has the pages' cap (the operator API reads its own, with JSON errors)
  app.post("/admin/*", (c, next) => (c.req.path.startsWith("/admin/v1/") ? next() : formBodyLimit(c, next)));
  for (const register of [
    registerConsoleAuth,
    registerConsoleReview,
    registerConsoleOperators,
    registerAccountsPages,
    registerMoneyPages,
    registerRefundPages,
    registerSupplyPages,
    registerAuditPages,
  ] as ((app: App) => void)[]) register(app);
}
