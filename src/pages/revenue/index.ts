// The revenue pages of the dashboard, one file per page and per form; this only registers them.
import type { App } from "../../http/context";
import { registerRevenuePage } from "./page";
import { registerPayoutForm } from "./payout";
import { registerPayoutAddressForm } from "./payout-address";
import { registerStatement } from "./statement";
import { registerTransferForm } from "./transfer";

export function registerRevenuePages(app: App): void {
  registerRevenuePage(app);
  registerTransferForm(app);
  registerPayoutAddressForm(app);
  registerPayoutForm(app);
  registerStatement(app);
}
