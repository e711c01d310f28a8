// Revenue: commission earned, moved into the wallet or paid out. One file per operation; this
// only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCreatePayout } from "./create-payout";
import { registerCreateTransfer } from "./create-transfer";
import { registerListPayouts } from "./list-payouts";
import { registerListRevenueEntries } from "./list-entries";
import { registerRetrieveRevenue } from "./retrieve";
import { registerRetrievePayout } from "./retrieve-payout";
import { registerSetPayoutAddress } from "./set-payout-address";

export function registerRevenueRoutes(app: App): void {
  registerRetrieveRevenue(app);
  registerListRevenueEntries(app);
  registerCreateTransfer(app);
  registerSetPayoutAddress(app);
  registerCreatePayout(app);
  registerListPayouts(app);
  registerRetrievePayout(app);
}
