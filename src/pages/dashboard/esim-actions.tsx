/** @jsxImportSource hono/jsx */
// The order page's eSIM controls: **Suspend**, **Resume** and **Revoke**, each shown only while the
// eSIM's `actions` holds it, for the roles that may (owners and developers: `esims.control`). Each
// form is a money form (its key minted when the page is rendered becomes the API's
// Idempotency-Key, fingerprinted as the API route's body) and runs the API's own step
// (routes/orders/esim-control.ts `controlEsim`), so a double click acts once and every refusal is
// the API's, in its words and status. Revoke needs a reason and the "no money comes back" box
// ticked; in live mode also a second factor confirmed in the last 10 minutes (pages/live-check.ts),
// checked before anything is read or called.
import type { z } from "@hono/zod-openapi";
import { can } from "../../domain/roles";
import type { EsimControl } from "../../domain/esim-state";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validation";
import { controlEsim } from "../../routes/orders/esim-control";
import { EsimControlBody, EsimRevokeBody, type EsimSchema, type OrderSchema } from "../../routes/orders/schemas";
import { Csrf } from "../layout";
import { freshSecondFactorRefusal } from "../live-check";
import { formIdempotency, MoneyFormFields } from "../money-form";
import type { FormWords } from "../form-words";
import { storedValue } from "../own";
import type { Current } from "../session";

type Esim = z.infer<typeof EsimSchema>;
type Order = z.infer<typeof OrderSchema>;

export const esimControlPath = (orderId: string, control: EsimControl) => `/dashboard/orders/${orderId}/esim/${control}`;
const apiPath = (orderId: string, control: EsimControl) => `/v1/orders/${orderId}/esim/${control}`;

/** The revoke form's confirmation checkbox: sent only when ticked. */
const CONFIRM_FIELD = "confirm";
export const REVOKE_CONFIRM_WORDS = "I understand the eSIM stops for good and no money comes back";

/** The control forms' fields in words (form-words.ts). */
export const ESIM_CONTROL_WORDS: FormWords = {
  reason: { label: "Reason", fix: "say why in 1 to 200 characters (a revoke needs one)." },
  [CONFIRM_FIELD]: { label: REVOKE_CONFIRM_WORDS, fix: "tick it to revoke the eSIM." },
};

export const mayControlEsims = (me: Pick<Current, "account">) => can(me.account.role, "esims.control");

const LABELS: Record<EsimControl, string> = { suspend: "Suspend", resume: "Resume", revoke: "Revoke" };
const HELP: Record<EsimControl, string> = {
  suspend: "Pauses the eSIM (a lost phone, say): no data until it is resumed; a refund can still be asked for.",
  resume: "Turns the eSIM back on, as it was before it was suspended.",
  revoke:
    "Stops the eSIM for good and no money comes back. To get money back for an eSIM the traveller never used, request a refund instead.",
};

/** The buttons for the controls the eSIM's `actions` holds now (none for a role that may not). */
export function EsimActions(props: { me: Current; order: Order; esim: Esim }) {
  const { me, order, esim } = props;
  const controls = (["suspend", "resume", "revoke"] as const).filter((c) => esim.actions.includes(c));
  if (controls.length === 0) return null;
  if (!mayControlEsims(me)) return <p>Your role ({me.account.role}) can see the eSIM but not suspend, resume or revoke it.</p>;
  return (
    <div class="esim-actions">
      {controls.map((c) => (c === "revoke" ? <RevokeForm me={me} order={order} /> : (
        <form method="post" action={esimControlPath(order.id, c)} class={`esim-${c}`}>
          <Csrf me={me} />
          <MoneyFormFields me={me} />
          <p id={`esim-${c}-help`}><small>{HELP[c]}</small></p>
          <label>
            Reason (optional)
            <input type="text" name="reason" maxlength={200} autocomplete="off" />
          </label>
          <button type="submit" class="secondary" aria-describedby={`esim-${c}-help`}>{LABELS[c]}</button>
        </form>
      )))}
    </div>
  );
}

function RevokeForm(props: { me: Current; order: Order }) {
  const { me, order } = props;
  return (
    <form method="post" action={esimControlPath(order.id, "revoke")} class="esim-revoke">
      <Csrf me={me} />
      <MoneyFormFields me={me} />
      <p id="esim-revoke-help"><small>{HELP.revoke}</small>{me.mode === "live" && <small> In live mode this needs your two-factor code confirmed in the last 10 minutes.</small>}</p>
      <label>
        Reason
        <input type="text" name="reason" maxlength={200} required autocomplete="off" />
      </label>
      <label>
        <input type="checkbox" name={CONFIRM_FIELD} value="yes" required />
        {REVOKE_CONFIRM_WORDS}
      </label>
      <button type="submit" class="secondary" aria-describedby="esim-revoke-help">Revoke</button>
    </form>
  );
}

/**
 * Runs a sent eSIM control form: the role, then for a revoke the confirmation and (live) a fresh
 * second factor, all before anything is read or called; then the API's body validated by the API's
 * schema, the form's key bound to the API's path and body, and the route's own step. Throws the
 * API's error on any refusal; answers the eSIM.
 */
export async function controlFromForm(env: Env, me: Current, orderId: string, control: EsimControl, fields: Record<string, string>): Promise<Esim> {
  if (!mayControlEsims(me)) throw new ApiError("forbidden_for_role", `Your role (${me.account.role}) cannot suspend, resume or revoke eSIMs.`);
  if (control === "revoke") {
    if (fields[CONFIRM_FIELD] !== "yes") throw new ApiError("parameter_missing", `Tick "${REVOKE_CONFIRM_WORDS}" to revoke the eSIM. Nothing was done.`, CONFIRM_FIELD);
    const refusal = me.mode === "live" ? freshSecondFactorRefusal(me, "Revoking a live eSIM needs") : null;
    if (refusal) throw new ApiError("forbidden_for_role", refusal);
  }
  const reason = (fields.reason ?? "").trim();
  const input = reason === "" ? {} : { reason };
  const body = validate(control === "revoke" ? EsimRevokeBody : EsimControlBody, input);
  const idem = await formIdempotency(fields, me, apiPath(orderId, control), input);
  return storedValue<Esim>(await controlEsim(env, { accountId: me.account.id, mode: me.mode }, idem, orderId, control, body.reason ?? null));
}
