// Accounts in D1 and their public view.
import { and, desc, eq, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "../db/client";
import { accounts } from "../db/schema";
import { newId } from "../lib/ids";
import { iso } from "../lib/time";
import { notFound } from "../http/errors";
import type { Mode } from "../http/context";
import type { PageRequest } from "../http/pagination";
import { accountObject } from "../account-object/stub";
import { creditView, type CreditTerms } from "../account-object/credit";

export type AccountRow = typeof accounts.$inferSelect;

/** A new account's row, not yet stored. */
export function newAccountRow(name: string, now = Date.now()): AccountRow {
  return {
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
}

export async function createAccount(env: Env, name: string, now = Date.now()): Promise<AccountRow> {
  const row = newAccountRow(name, now);
  await db(env).insert(accounts).values(row);
  return row;
}

export async function getAccount(env: Env, id: string): Promise<AccountRow> {
  const row = await db(env).select().from(accounts).where(eq(accounts.id, id)).get();
  if (!row) throw notFound("account", id, "id");
  return row;
}

/** Newest first (account ids are ULIDs, so they sort by creation), optionally in one kyb_state. */
export function listAccounts(env: Env, page: PageRequest, filter: { kybState?: string } = {}): Promise<AccountRow[]> {
  const where = [];
  if (filter.kybState !== undefined) where.push(eq(accounts.kybState, filter.kybState));
  if (page.after !== undefined) where.push(lt(accounts.id, page.after));
  return db(env).select().from(accounts).where(and(...where)).orderBy(desc(accounts.id)).limit(page.limit + 1).all();
}

/**
 * Writes a negotiated commission rate, or clears it with null so the tier ladder applies again;
 * `alongside` joins the D1 write's batch (an operator's audit entry). The rules for a rate are
 * the operator step's (commission.ts).
 */
export async function writeCommission(env: Env, id: string, commissionBps: number | null, alongside: BatchItem<"sqlite">[] = []): Promise<AccountRow> {
  const [rows] = await db(env).batch([db(env).update(accounts).set({ commissionBps }).where(eq(accounts.id, id)).returning(), ...alongside]);
  const row = rows[0];
  if (!row) throw notFound("account", id, "id");
  // accrual reads the rate inside each mode's account object, so it is mirrored there;
  // repeating the call after a partial failure converges
  await Promise.all(
    (["test", "live"] as const).map((mode) => accountObject(env, id, mode).setNegotiatedRate({ accountId: id, mode }, commissionBps)),
  );
  return row;
}

/**
 * The interface's Account object, given the credit terms of the mode it is seen in (null: left
 * for the account's object to fill in, as it does when it changes them).
 */
export function renderAccount<C extends CreditTerms | null>(row: AccountRow, mode: Mode, credit: C) {
  return {
    id: row.id,
    object: "account" as const,
    livemode: mode === "live",
    name: row.name,
    status: row.status,
    kyb_state: row.kybState,
    live_access: row.liveAccess,
    credit: (credit === null ? null : creditView(credit)) as C extends null ? null : ReturnType<typeof creditView>,
    created_at: iso(row.createdAt),
  };
}

/** The interface's Account object, as seen with a key of the given mode. */
export async function accountView(env: Env, row: AccountRow, mode: Mode) {
  return renderAccount(row, mode, await accountObject(env, row.id, mode).creditTerms());
}
