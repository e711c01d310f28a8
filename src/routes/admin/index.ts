// The operator API (admin token): accounts and their review, keys and credit, the payout
// switch, live supply and pricing, late supplier successes to reconcile, the local mail outbox. One file per operation under a folder per resource; this
// only registers them, in the order the API reference shows. The offer switches (withdraw,
// restore) are registered with the catalog, beside which the reference lists them.
import type { App } from "../../http/context";
import { registerCreateAccount } from "./accounts/create";
import { registerListAccounts } from "./accounts/list";
import { registerRetrieveOperatorAccount } from "./accounts/retrieve";
import { registerSetCommission } from "./accounts/set-commission";
import { registerSetCredit } from "./accounts/set-credit";
import { registerCreateApiKey } from "./api-keys/create";
import { registerListApiKeys } from "./api-keys/list";
import { registerRevokeApiKey } from "./api-keys/revoke";
import { registerApproveKyb } from "./onboarding/approve-kyb";
import { registerApproveKyc } from "./onboarding/approve-kyc";
import { registerRejectReview } from "./onboarding/reject";
import { registerListOutbox } from "./outbox/list";
import { registerSetPayoutSettings } from "./payout-settings/set";
import { registerListLateSupplierSuccesses } from "./late-supplier-successes/list";
import { registerReconcileLateSupplierSuccess } from "./late-supplier-successes/reconcile";
import { registerListSuppliers } from "./suppliers/list";
import { registerRetrievePricing } from "./suppliers/retrieve-pricing";
import { registerSetPricing } from "./suppliers/set-pricing";
import { registerSyncCatalog } from "./suppliers/sync-catalog";

export function registerAdminRoutes(app: App): void {
  registerCreateAccount(app);
  registerListAccounts(app);
  registerRetrieveOperatorAccount(app);
  registerSetCommission(app);
  registerApproveKyb(app);
  registerRejectReview(app);
  registerApproveKyc(app);
  registerCreateApiKey(app);
  registerListApiKeys(app);
  registerRevokeApiKey(app);
  registerSetCredit(app);
  registerSetPayoutSettings(app);
  registerListSuppliers(app);
  registerSyncCatalog(app);
  registerRetrievePricing(app);
  registerSetPricing(app);
  registerListLateSupplierSuccesses(app);
  registerReconcileLateSupplierSuccess(app);
  registerListOutbox(app);
}
