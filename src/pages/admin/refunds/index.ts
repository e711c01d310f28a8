// The console's refunds area: the queue of refunds waiting for a decision (/admin/refunds) with
// its Approve and Reject forms, and the Goodwill refund form of an account's page.
import type { App } from "../../../http/context";
import { registerRefundDecisionForms } from "./decide";
import { registerGoodwillRefundForm } from "./goodwill";
import { registerRefundsPage } from "./refunds";

export function registerRefundPages(app: App): void {
  registerRefundsPage(app);
  registerRefundDecisionForms(app);
  registerGoodwillRefundForm(app);
}
