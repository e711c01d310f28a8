// The console's accounts area: the search (and the newest accounts) and an account's page.
import type { App } from "../../../http/context";
import { registerAccountPage } from "./account";
import { registerAccountSearchPage } from "./search";

export function registerAccountsPages(app: App): void {
  registerAccountSearchPage(app);
  registerAccountPage(app);
}
