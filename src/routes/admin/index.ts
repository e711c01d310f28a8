// The operator API (an operator's token, or the bootstrap token): accounts and their review, keys
// and credit, the payout switch, live supply and pricing, late supplier successes to reconcile,
// refunds waiting for a decision and goodwill refunds, the local mail outbox, operators and their
// tokens, the audit trail. One file per operation under a folder per resource; each route names
// the permission its role needs. This only registers them, in the order the API reference shows.
// The offer switches (withdraw, restore) are registered with the catalog, beside which the
// reference lists them.
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
import { registerRevealIdNumber } from "./onboarding/reveal-id-number";
import { registerListOutbox } from "./outbox/list";
import { registerSetPayoutSettings } from "./payout-settings/set";
import { registerListLateSupplierSuccesses } from "./late-supplier-successes/list";
import { registerReconcileLateSupplierSuccess } from "./late-supplier-successes/reconcile";
import { registerListSuppliers } from "./suppliers/list";
import { registerRetrievePricing } from "./suppliers/retrieve-pricing";
import { registerSetPricing } from "./suppliers/set-pricing";
import { registerSyncCatalog } from "./suppliers/sync-catalog";
import { registerCreateOperator } from "./operators/create";
import { registerListOperators } from "./operators/list";
import { registerCreateOperatorToken } from "./operators/create-token";
import { registerRevokeOperatorToken } from "./operators/revoke-token";
import { registerSendSetupLink } from "./operators/send-setup-link";
import { registerDisableOperator } from "./operators/disable";
import { registerListAuditLog } from "./audit-log/list";
import { registerOperatorReplayEvent } from "./events/replay";
import { registerExportAuditLog } from "./audit-log/export";
import { registerListPendingRefunds } from "./refunds/list";
import { registerApproveRefund } from "./refunds/approve";
import { registerRejectRefund } from "./refunds/reject";
import { registerGoodwillRefund } from "./refunds/goodwill";

export function registerAdminRoutes(app: App): void {
  registerCreateAccount(app);
  registerListAccounts(app);
  registerRetrieveOperatorAccount(app);
  registerSetCommission(app);
  registerApproveKyb(app);
  registerRejectReview(app);
  registerApproveKyc(app);
  registerRevealIdNumber(app);
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
  registerListPendingRefunds(app);
  registerApproveRefund(app);
  registerRejectRefund(app);
  registerGoodwillRefund(app);
  registerOperatorReplayEvent(app);
  registerListOutbox(app);
  registerCreateOperator(app);
  registerListOperators(app);
  registerSendSetupLink(app);
  registerDisableOperator(app);
  registerCreateOperatorToken(app);
  registerRevokeOperatorToken(app);
  registerListAuditLog(app);
  registerExportAuditLog(app);
}
