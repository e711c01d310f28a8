// The business profile a partner keeps themselves: the account's display name (D1 accounts.name,
// the name sign-up gave it, shown in the dashboard, in invitations and in GET /v1/account's
// `name`). It is not the legal name: that is the KYB form's `legal_name`, reviewed by an operator
// and never changed from here. One rule for a business name, used by sign-up and by renaming.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { accounts } from "../db/schema";
import { notFound } from "../http/errors";
import type { AccountRow } from "./store";

export const BUSINESS_NAME_MAX = 200;

/** Pure: the business name as kept (trimmed), or null when it is empty or longer than the limit. */
export function businessName(raw: string | undefined): string | null {
  const name = (raw ?? "").trim();
  return name.length === 0 || name.length > BUSINESS_NAME_MAX ? null : name;
}

/** Renames the account (an already checked name); answers the row as it now is. */
export async function renameAccount(env: Env, accountId: string, name: string): Promise<AccountRow> {
  const row = await db(env).update(accounts).set({ name }).where(eq(accounts.id, accountId)).returning().get();
  if (!row) throw notFound("account", accountId, "id");
  return row;
}
