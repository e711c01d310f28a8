// An eSIM after the sale, as pure rules: its two states and how each kind of news moves them.
// Nothing here reads a clock or a database: the account's object hands in what it read, in the
// step that acts on the answer.
//
// Two states, as every supplier keeps them apart: `profile_state`, on the device (the traveller's
// doing: download, install, switch on and off, delete; `unknown` where the supplier reports none),
// and `service_state`, on the network (ready, in use, paused, used up, past validity, and the two
// final ones: `revoked`, stopped for good with no money back, and `cancelled`, refunded). What the
// partner may do with an eSIM now is one rule of its own (esim-actions.ts), built on these.

export const PROFILE_STATES = ["released", "downloaded", "installed", "enabled", "disabled", "deleted", "unknown"] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

export const SERVICE_STATES = ["ready", "active", "suspended", "depleted", "expired", "revoked", "cancelled"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** The states nothing moves an eSIM out of: its `actions` is empty. */
export const FINAL_SERVICE_STATES: readonly ServiceState[] = ["revoked", "cancelled"];

export const isFinal = (s: ServiceState) => FINAL_SERVICE_STATES.includes(s);

/** The three things a supplier carries out on the eSIM itself (the partner's hand on it). */
export const ESIM_CONTROLS = ["suspend", "resume", "revoke"] as const;
export type EsimControl = (typeof ESIM_CONTROLS)[number];

/** A service state in the words of a refusal's sentence. */
export const STATE_WORDS: Record<ServiceState, string> = {
  ready: "ready (not used yet)",
  active: "active",
  suspended: "suspended",
  depleted: "depleted (all its data is used)",
  expired: "expired",
  revoked: "revoked",
  cancelled: "cancelled by its refund",
};

/**
 * The test of "never installed" that lets a supplier cancel an unused profile at once: no install
 * was ever seen, and the profile still waits to be downloaded.
 */
export function neverInstalled(s: { installedAt: number | null; profileState: ProfileState }): boolean {
  return s.installedAt === null && s.profileState === "released";
}

/** The two states of an eSIM and when it was first installed. */
export interface EsimStates {
  profileState: ProfileState;
  serviceState: ServiceState;
  installedAt: number | null;
  /** the service state a suspended eSIM goes back to when resumed */
  resumeState: ServiceState | null;
}

const seenInstalled = (p: ProfileState) => p === "installed" || p === "enabled";

/**
 * A control carried out: suspend keeps the state to go back to, resume goes back to it (active
 * when none is known), revoke is final. The caller checked the control is allowed (esimRules).
 */
export function afterControl(s: EsimStates, control: EsimControl): EsimStates {
  if (control === "suspend") return { ...s, serviceState: "suspended", resumeState: s.serviceState };
  if (control === "resume") return { ...s, serviceState: s.resumeState ?? "active", resumeState: null };
  return { ...s, serviceState: "revoked", resumeState: null };
}

/**
 * The device state moved (the sandbox's test helper): the first `installed` or `enabled` is the
 * install time, and makes a `ready` eSIM `active`; the service state is otherwise left as it is.
 */
export function afterProfileMove(s: EsimStates, to: Exclude<ProfileState, "unknown">, now: number): EsimStates {
  const first = s.installedAt === null && seenInstalled(to);
  return {
    ...s,
    profileState: to,
    installedAt: first ? now : s.installedAt,
    serviceState: first && s.serviceState === "ready" ? "active" : s.serviceState,
  };
}

/** What a supplier reported of an eSIM when it was asked (null: it says nothing of that state). */
export interface EsimReading {
  profileState: ProfileState | null;
  serviceState: ServiceState | null;
}

/**
 * A supplier's reading applied: it is the truth for what it reports, except that a final state is
 * never left, a refund is what cancels (a supplier's `cancelled` without one is for an operator to
 * reconcile, not a state), and a suspension keeps the state it came from.
 */
export function afterReading(s: EsimStates, r: EsimReading, now: number): EsimStates {
  if (isFinal(s.serviceState)) return s;
  let next = s;
  if (r.profileState !== null && r.profileState !== "unknown" && r.profileState !== s.profileState) {
    const first = next.installedAt === null && seenInstalled(r.profileState);
    next = { ...next, profileState: r.profileState, installedAt: first ? now : next.installedAt };
  }
  if (r.serviceState !== null && r.serviceState !== "cancelled" && r.serviceState !== next.serviceState) {
    const suspending = r.serviceState === "suspended";
    next = { ...next, serviceState: r.serviceState, resumeState: suspending ? next.serviceState : null };
  }
  return next;
}

/**
 * The sandbox's own news, from its usage model on the account's clock: validity over makes any
 * state but a final one `expired`; all data used makes an `active` eSIM `depleted`; data and time
 * again (a top-up) make a `depleted` or `expired` one `active`. A suspended eSIM uses nothing, so
 * only its validity runs.
 */
export function afterUsage(s: EsimStates, u: { expired: boolean; usedUp: boolean }): EsimStates {
  if (isFinal(s.serviceState)) return s;
  if (u.expired) return s.serviceState === "expired" ? s : { ...s, serviceState: "expired", resumeState: null };
  if (s.serviceState === "active" && u.usedUp) return { ...s, serviceState: "depleted" };
  if ((s.serviceState === "depleted" || s.serviceState === "expired") && !u.usedUp) return { ...s, serviceState: s.installedAt === null ? "ready" : "active" };
  return s;
}

/** Whether either state (or the install time) differs: a change the partner is told of. */
export const statesChanged = (a: EsimStates, b: EsimStates) =>
  a.profileState !== b.profileState || a.serviceState !== b.serviceState || a.installedAt !== b.installedAt;
