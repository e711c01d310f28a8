// Who in a partner's team may do what: the one place the dashboard asks. Every role reads
// everything of its account but the Reports page, which is the money side's and the viewer's
// (owners, finance, viewers; developers read the same records through their own pages and
// the API); writing is by area. Only owners manage members, the payout address
// and live keys. Asking for an order's money back is the money side's (owners and finance), not
// the buyer's: developers buy, finance refunds. Suspending, resuming and revoking a sold eSIM is
// the buyer's side (owners and developers), as the support desk's hand on an eSIM.
export const ROLES = ["owner", "developer", "finance", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "read", // every page of the account
  "keys.manage", // create, roll, revoke test keys
  "keys.live", // create, roll, revoke live keys
  "webhooks.manage",
  "test_helpers.use",
  "orders.buy", // catalog purchases and order actions
  "refunds.request", // ask for an order's money back (Request refund on the order page)
  "esims.control", // suspend, resume and revoke a sold eSIM (the order page's eSIM buttons)
  "wallet.manage", // deposits, funding destinations, top-ups
  "revenue.manage", // transfers to the wallet, payouts, statements
  "payout_address.manage",
  "members.manage",
  "account.manage", // business profile, KYB and KYC forms
  "brand.manage", // the brand travellers see (Settings → Brand), its logo, Copy to live
  "reports.read", // the Reports page and its files
  "reports.run", // ask for a report run from the Reports page
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(PERMISSIONS),
  developer: new Set<Permission>(["read", "keys.manage", "webhooks.manage", "test_helpers.use", "orders.buy", "esims.control", "brand.manage"]),
  finance: new Set<Permission>(["read", "wallet.manage", "revenue.manage", "refunds.request", "reports.read", "reports.run"]),
  viewer: new Set<Permission>(["read", "reports.read"]),
};

export function can(role: Role, permission: Permission): boolean {
  return MATRIX[role].has(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** How each role is described where a member is invited. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner: everything, including members, payout address and live keys",
  developer: "Developer: API keys, webhooks, events, test helpers, catalog, orders, brand",
  finance: "Finance: wallet, deposits, revenue, payouts, statements, refunds, reports; orders otherwise read-only",
  viewer: "Viewer: read-only, reports included",
};

/**
 * Pure: whether an account keeps at least one owner after one member's role changes to `to`
 * (null: the member leaves). An account without an owner could never manage its members again.
 */
export function keepsAnOwner(owners: number, from: Role, to: Role | null): boolean {
  return from !== "owner" || to === "owner" || owners > 1;
}
