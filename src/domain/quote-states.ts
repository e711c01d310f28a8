// The quote cancel rows of the interface's transition table.
export type CancelOutcome = "cancel" | "unchanged" | "already_fulfilled" | "quote_expired";

export function cancelOutcome(status: string): CancelOutcome {
  switch (status) {
    case "awaiting_funds":
      return "cancel";
    case "cancelled":
      return "unchanged";
    case "fulfilled":
      return "already_fulfilled";
    case "expired":
      return "quote_expired";
    default:
      throw new Error(`unknown quote status ${status}`);
  }
}
