// An operator's credit approval: the overdraft limit and net terms of one mode, set in the
// account's object (which emits credit.updated there). Live credit is an approval on top of live
// access. The audit entry (credit.update) is kept by the object in the step that changes the
// terms and written to D1 here at once; the object forwards it too (twice is once).
import { ApiError, unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { accountObject } from "../account-object/stub";
import { auditRow, recordAudit } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { getAccount, renderAccount } from "./store";

export async function setCreditTerms(
  env: Env,
  accountId: string,
  mode: Mode,
  input: { overdraftLimit: number; netTermsDays?: number },
  ctx: AuditContext,
) {
  const account = await getAccount(env, accountId);
  if (mode === "live" && !account.liveAccess) {
    throw new ApiError("invalid_state", "The account has no live access yet: approve KYC first.", "mode");
  }
  const draft = auditRow(ctx, { action: "credit.update", target: account.id, accountId: account.id });
  const { audit, ...view } = unwrap(
    await accountObject(env, account.id, mode).setCredit({ accountId: account.id, mode }, input, renderAccount(account, mode, null), Date.now(), draft),
  );
  if (audit) await recordAudit(env, audit);
  return view;
}
