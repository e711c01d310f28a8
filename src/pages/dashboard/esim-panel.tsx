/** @jsxImportSource hono/jsx */
// The order page's eSIM after the sale: the status line that reads the truth (Fulfilled, Refunded,
// Refund pending, Suspended, Deactivated), the eSIM's two states in words ("On the traveller's
// phone: installed since 3 May"), and the controls allowed now (esim-actions.tsx). What it shows
// is GET /v1/orders/{id}/esim's own read (the account object's `esim`, which a live supplier's
// state is read back through), so the page and the API never disagree; `actions` decides which
// buttons there are, and nothing here decides what is allowed. A refunded or revoked eSIM's QR
// code and install links are no longer shown (`showsInstall`).
import type { z } from "@hono/zod-openapi";
import type { EsimSchema, OrderSchema } from "../../routes/orders/schemas";
import { utc } from "../format";
import { ownPage, attempt, type PageFailure } from "../own";
import type { Current } from "../session";
import { EsimActions } from "./esim-actions";

export type Esim = z.infer<typeof EsimSchema>;
type Order = z.infer<typeof OrderSchema>;
export type EsimRead = { ok: true; value: Esim } | { ok: false; failure: PageFailure } | null;

/** The order's eSIM, read as GET /v1/orders/{id}/esim reads it; null for an order that delivered none. */
export async function readEsim(env: Env, me: Current, order: Order): Promise<EsimRead> {
  if (order.status !== "fulfilled" || order.deliverable?.type !== "esim_profile") return null;
  return attempt(() => ownPage(env, me, (s, r) => s.esim(r, order.id)) as Promise<Esim>);
}

/** The order's state in a word or two, as the top of its page says it: what the order and its eSIM are now. */
export function statusLine(order: Order, esim: EsimRead, pending: string, failed: string): { state: string; words: string } {
  if (order.status === "pending") return { state: "pending", words: pending };
  if (order.status === "failed") return { state: "failed", words: failed };
  const service = esim?.ok ? esim.value.service_state : null;
  if (order.refund?.status === "succeeded" || service === "cancelled") return { state: "refunded", words: "Refunded" };
  if (service === "revoked") return { state: "deactivated", words: "Deactivated" };
  if (order.refund?.status === "pending") return { state: "refund_pending", words: "Refund pending" };
  if (service === "suspended") return { state: "suspended", words: "Suspended" };
  return { state: "fulfilled", words: "Fulfilled" };
}

/** Whether the page still shows the eSIM's QR code and install links: not once refunded or revoked. */
export function showsInstall(order: Order, esim: EsimRead): boolean {
  if (order.refund?.status === "succeeded") return false;
  const service = esim?.ok ? esim.value.service_state : null;
  return service !== "revoked" && service !== "cancelled";
}

const PROFILE_WORDS: Record<Esim["profile_state"], string> = {
  released: "not installed yet (ready to download)",
  downloaded: "downloaded, not installed yet",
  installed: "installed",
  enabled: "installed and switched on",
  disabled: "installed, switched off",
  deleted: "deleted from the phone",
  unknown: "not reported by the supplier",
};

const SERVICE_WORDS: Record<Esim["service_state"], string> = {
  ready: "ready, not used yet",
  active: "active",
  suspended: "suspended: no data until it is resumed",
  depleted: "all its data is used (a top-up adds more)",
  expired: "expired",
  revoked: "deactivated for good (revoked)",
  cancelled: "cancelled by its refund",
};

/** A day as people say it ("3 May 2026"), in UTC like the rest of the dashboard. */
const day = (at: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(at));

/** "On the traveller's phone: installed since 3 May 2026". */
export function phoneWords(e: Esim): string {
  const since = e.installed_at && ["installed", "enabled", "disabled"].includes(e.profile_state) ? ` since ${day(e.installed_at)}` : "";
  const once = e.installed_at && !since ? ` (first installed ${day(e.installed_at)})` : "";
  return `${PROFILE_WORDS[e.profile_state]}${since}${once}`;
}

/** The order page's eSIM section: its two states in words, when they were read, and the buttons for what may be done now. */
export function EsimSection(props: { me: Current; order: Order; esim: EsimRead }) {
  const { esim } = props;
  if (!esim) return null;
  return (
    <section aria-labelledby="esim-state">
      <h2 id="esim-state">eSIM</h2>
      {!esim.ok ? (
        <p>The eSIM's state could not be read: {esim.failure.message}</p>
      ) : (
        <>
          <dl class="figures" data-profile-state={esim.value.profile_state} data-service-state={esim.value.service_state}>
            <div><dt>On the traveller's phone</dt><dd>{phoneWords(esim.value)}</dd></div>
            <div><dt>On the network</dt><dd>{SERVICE_WORDS[esim.value.service_state]}</dd></div>
            <div><dt>Last change</dt><dd>{utc(esim.value.updated_at)}</dd></div>
            <div><dt>Checked</dt><dd>{utc(esim.value.checked_at)}</dd></div>
          </dl>
          <EsimActions me={props.me} order={props.order} esim={esim.value} />
        </>
      )}
    </section>
  );
}
