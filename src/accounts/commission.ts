// An operator's negotiated commission rate for an account, or null to let the tier ladder apply
// again. A rate above the top tier is refused unless the pricing margins cover it: the catalog's
// loss guard assumes the top tier, so above it every sale would lose money. The D1 write carries
// its audit entry (commission.update) in the same batch, written only if the UPDATE found the
// account; setting the rate it already has records nothing.
import { ApiError } from "../http/errors";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { TOP_COMMISSION_BPS } from "../domain/commission";
import { highestCoveredCommissionBps, margins } from "../providers/live/suppliers/pricing";
import { getAccount, writeCommission, type AccountRow } from "./store";

export async function setCommission(env: Env, accountId: string, commissionBps: number | null, ctx: AuditContext): Promise<AccountRow> {
  if (commissionBps !== null && commissionBps > TOP_COMMISSION_BPS) {
    const highest = highestCoveredCommissionBps(await margins(env));
    if (commissionBps > highest) {
      throw new ApiError(
        "parameter_invalid",
        `commission_bps ${commissionBps} is above what the pricing margins cover (at most ${highest}); every sale of this account would lose money. Raise the margins first (PUT /admin/v1/pricing).`,
        "commission_bps",
      );
    }
  }
  const was = await getAccount(env, accountId);
  const changed = was.commissionBps !== commissionBps;
  const audit = auditRow(ctx, { action: "commission.update", target: accountId, accountId, before: { commission_bps: was.commissionBps }, after: { commission_bps: commissionBps } });
  return writeCommission(env, accountId, commissionBps, changed ? [auditInsert(env, audit, { whenChanged: true })] : []);
}
