// Sandbox helpers (test mode only): make money arrive, resolve orders and refunds, set an eSIM's usage and device state,
// set credit, move the account's clock. One file per operation; this only registers them, in
// the order the API reference shows.
import type { App } from "../../http/context";
import { registerCompleteOrder } from "./complete-order";
import { registerConfirmDeposit } from "./confirm-deposit";
import { registerCreateBankTransfer } from "./create-bank-transfer";
import { registerCreateDeposit } from "./create-deposit";
import { registerPayLightningInvoice } from "./pay-lightning-invoice";
import { registerSetSandboxCredit } from "./set-credit";
import { registerRetrieveTestClock } from "./clock";
import { registerAdvanceTestClock } from "./advance-clock";
import { registerSetSandboxUsage } from "./set-usage";
import { registerSetSandboxEsim } from "./set-esim-profile";
import { registerResolveRefund } from "./resolve-refund";

export function registerTestHelperRoutes(app: App): void {
  registerCreateDeposit(app);
  registerConfirmDeposit(app);
  registerCreateBankTransfer(app);
  registerPayLightningInvoice(app);
  registerCompleteOrder(app);
  registerResolveRefund(app);
  registerSetSandboxUsage(app);
  registerSetSandboxEsim(app);
  registerSetSandboxCredit(app);
  registerRetrieveTestClock(app);
  registerAdvanceTestClock(app);
}
