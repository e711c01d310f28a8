// An operator (support included) sends one of a partner's events again, as the partner's own
// replay does: same id and body, to the endpoints subscribed to it now. The account's object
// keeps the audit entry (event.replay) in the step that queues the deliveries; it is written to
// D1 here at once and forwarded by the object too (twice is once).
import { unwrap } from "../http/errors";
import type { Mode } from "../http/context";
import { accountObject } from "../account-object/stub";
import { auditRow, recordAudit } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { getAccount } from "./store";

export async function replayAccountEvent(env: Env, accountId: string, mode: Mode, eventId: string, ctx: AuditContext) {
  const account = await getAccount(env, accountId);
  const draft = auditRow(ctx, { action: "event.replay", target: eventId, accountId: account.id });
  const { deliveries, audit } = unwrap(await accountObject(env, account.id, mode).replayEventForOperator({ accountId: account.id, mode }, eventId, draft));
  await recordAudit(env, audit);
  return deliveries;
}
