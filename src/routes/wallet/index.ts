// The wallet and what feeds it: one file per operation; this only registers them, in the order
// the API reference shows. The account ledger (both balances) is listed in the Wallet section
// beside the wallet's own, so it is registered here although it is an account operation.
import type { App } from "../../http/context";
import { registerListAccountLedger } from "../account/list-ledger";
import { registerCreateLightningInvoice } from "./create-lightning-invoice";
import { registerListDeposits } from "./list-deposits";
import { registerListFundingDestinations } from "./list-funding-destinations";
import { registerListWalletLedger } from "./list-ledger";
import { registerRetrieveWallet } from "./retrieve";
import { registerSetWalletAlerts } from "./set-alerts";
import { registerRetrieveDeposit } from "./retrieve-deposit";
import { registerRetrieveLightningInvoice } from "./retrieve-lightning-invoice";

export function registerWalletRoutes(app: App): void {
  registerRetrieveWallet(app);
  registerSetWalletAlerts(app);
  registerListWalletLedger(app);
  registerListAccountLedger(app);
  registerListFundingDestinations(app);
  registerListDeposits(app);
  registerRetrieveDeposit(app);
  registerCreateLightningInvoice(app);
  registerRetrieveLightningInvoice(app);
}
