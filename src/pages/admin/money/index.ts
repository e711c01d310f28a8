// The console's money area: the payout switch and late supplier successes (/admin/money), and the
// credit and commission forms of an account's page.
import type { App } from "../../../http/context";
import { registerMoneyForms } from "./forms";
import { registerMoneyPage } from "./money";

export function registerMoneyPages(app: App): void {
  registerMoneyPage(app);
  registerMoneyForms(app);
}
