// Accounts in D1 and their public view.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { accounts } from "../db/schema";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { notFound } from "../http/errors";
import type { Mode } from "../http/context";
import { accountObject } from "../account/stub";

export type AccountRow = typeof accounts.$inferSelect;

export async function createAccount(env: Env, name: string, now = Date.now()): Promise<AccountRow> {
  const row: AccountRow = {
    id: newId("acct"),
    name,
    status: "active",
    kybState: "none",
    kybForm: null,
    kycForm: null,
    rejectionReason: null,
    liveAccess: false,
    commissionBps: null,
    createdAt: now,
  };
  await db(env).insert(accounts).values(row);
  return row;
}

export async function getAccount(env: Env, id: string): Promise<AccountRow> {
  const row = await db(env).select().from(accounts).where(eq(accounts.id, id)).get();
  if (!row) throw notFound("account", id);
  return row;
}

/** The interface's Account object, as seen with a key of the given mode. */
export async function accountView(env: Env, row: AccountRow, mode: Mode) {
  const credit = await accountObject(env, row.id, mode).creditTerms();
  return {
    id: row.id,
    object: "account" as const,
    livemode: mode === "live",
    name: row.name,
    status: row.status,
    kyb_state: row.kybState,
    live_access: row.liveAccess,
    credit: {
      overdraft_limit: { amount: credit.overdraftLimit, currency: "USD" },
      net_terms_days: credit.netTermsDays,
      status: credit.status,
    },
    created_at: iso(row.createdAt),
  };
}
