// Who among operators may do what: the one place /admin/v1 and the console ask. Every role reads
// everything but supply (suppliers, our balances with them, every route's cost and margin: admin,
// finance and support, not compliance); support is read-only but for replaying webhook events;
// writing is by area, and only
// admins manage operators. Giving a partner money back (deciding a pending refund, a goodwill
// refund) is the money side's: admin and finance. The bootstrap credential (ADMIN_API_TOKEN) acts
// as an admin.
export const OPERATOR_ROLES = ["admin", "compliance", "finance", "support"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  "read", // every list and record, the audit log
  "operators.manage", // operators and their tokens
  "review", // KYB and KYC decisions, revealing a submitted ID number
  "accounts.manage", // creating accounts
  "api_keys.manage", // partners' API keys
  "credit.manage", // credit terms, negotiated commission
  "payouts.manage", // the payout switch
  "refunds.manage", // approving or rejecting a pending refund, a goodwill refund of any fulfilled order
  "supply.read", // the Supply page, GET /admin/v1/suppliers and the pricing: suppliers, balances, routes with costs and margins
  "supply.manage", // pricing margins, catalog sync, offer withdrawals, late supplier successes
  "events.replay", // sending a partner's webhook event again
  "mail.read", // the local mail outbox (holds sign-in links)
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const MATRIX: Record<OperatorRole, ReadonlySet<OperatorPermission>> = {
  admin: new Set(OPERATOR_PERMISSIONS),
  compliance: new Set<OperatorPermission>(["read", "review", "accounts.manage"]),
  finance: new Set<OperatorPermission>(["read", "credit.manage", "payouts.manage", "refunds.manage", "supply.read", "supply.manage"]),
  support: new Set<OperatorPermission>(["read", "supply.read", "events.replay"]),
};

export function operatorCan(role: OperatorRole, permission: OperatorPermission): boolean {
  return MATRIX[role].has(permission);
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The roles that hold a permission, for the sentence a 403 answers with. */
export function rolesWith(permission: OperatorPermission): OperatorRole[] {
  return OPERATOR_ROLES.filter((r) => MATRIX[r].has(permission));
}

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: "Admin: everything, including operators and their tokens",
  compliance: "Compliance: KYB and KYC review, accounts",
  finance: "Finance: credit terms, commission, payouts switch, refunds, supply and pricing",
  support: "Support: read-only (supply included), can replay webhook events",
};
