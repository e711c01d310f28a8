// The sandbox's mail provider for eSIM messages (brand.md: test mode delivers nothing): it
// records instead of sending, so a test key can never mail a stranger. Like the sandbox payouts
// (an address whose name begins with `fail` fails), an address whose local part begins with
// `fail` is refused, so a partner can see a failed delivery without a live key.
export type SandboxMailAnswer = { status: "sent" } | { status: "failed"; reason: string };

export function sandboxMailAnswer(email: string): SandboxMailAnswer {
  return /^fail/i.test(email) ? { status: "failed", reason: "recipient_refused" } : { status: "sent" };
}
