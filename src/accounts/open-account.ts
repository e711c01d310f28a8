// An operator opens an account: the account, its first test key and the audit entry
// (account.create, naming the key) are one D1 batch, so none exists without the others. Sign-up
// opens accounts its own way (team/signup.ts), with its owner.
import { db } from "../db/client";
import { accounts, apiKeys } from "../db/schema";
import { auditInsert, auditRow } from "../audit/log";
import type { AuditContext } from "../audit/actor";
import { newKey, type ApiKeyView } from "./keys";
import { newAccountRow, type AccountRow } from "./store";

export async function openAccount(env: Env, name: string, ctx: AuditContext, now = Date.now()): Promise<{ account: AccountRow; apiKey: ApiKeyView }> {
  const account = newAccountRow(name, now);
  const { row: key, view } = await newKey(account.id, "test", now);
  const audit = auditRow(ctx, { action: "account.create", target: account.id, accountId: account.id, after: { name, test_api_key: key.id } }, now);
  await db(env).batch([db(env).insert(accounts).values(account), db(env).insert(apiKeys).values(key), auditInsert(env, audit)]);
  return { account, apiKey: view };
}
