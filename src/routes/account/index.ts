// The partner's own account: reading it, and the two onboarding forms that lead to live
// access. One file per operation; this only registers them (the account ledger is registered
// with the wallet's, beside which the API reference lists it).
import type { App } from "../../http/context";
import { registerRetrieveAccount } from "./retrieve";
import { registerSubmitKyb } from "./submit-kyb";
import { registerSubmitKyc } from "./submit-kyc";

export function registerAccountRoutes(app: App): void {
  registerRetrieveAccount(app);
  registerSubmitKyb(app);
  registerSubmitKyc(app);
}
