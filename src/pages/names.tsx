/** @jsxImportSource hono/jsx */
// Names first, ids at hand: wherever a page shows an order, a quote, a batch item, a refund or an
// offer, it names the product ("Japan 1 GB · 7 days") and shows the `ord_`/`off_` id small beside
// it with a Copy button (app.js copies the button's data-copy-text, so one id may appear on a page
// many times). The product's words come from the catalog (offers/catalog.ts offerLabels: one read
// for the whole page); an offer the catalog no longer knows is shown by its id alone.
import type { Child } from "hono/jsx";
import { offerLabels } from "../offers/catalog";
import type { Current } from "./session";

/** The names of the offers behind these rows, by offer id (one read of the catalog). */
export function productNames(env: Env, me: Pick<Current, "mode">, rows: readonly { offer_id: string }[]): Promise<Map<string, string>> {
  return offerLabels(env, me.mode, rows.map((r) => r.offer_id));
}

/** An id, small, with its Copy button; `what` names it for a screen reader ("order", "offer"). */
export function IdCopy(props: { id: string; what: string }) {
  return (
    <span class="id">
      <code>{props.id}</code>
      <button type="button" class="secondary outline" data-copy-text={props.id} aria-label={`Copy ${props.what} id ${props.id}`}>
        Copy
      </button>
    </span>
  );
}

/**
 * A thing's name first and its id beneath with Copy: `href` makes the name the link to its page.
 * Without a name (an offer the catalog no longer has) the id is the name.
 */
export function Named(props: { name: string | undefined; id: string; what: string; href?: string; children?: Child }) {
  const name = props.name ?? props.id;
  return (
    <span class="named">
      {props.href ? <a href={props.href}>{name}</a> : <span>{name}</span>}
      {props.children}
      <IdCopy id={props.id} what={props.what} />
    </span>
  );
}
