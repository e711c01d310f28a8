/** @jsxImportSource hono/jsx */
// Progress to the next tier, drawn by the Worker as an SVG bar: the 30-day fulfilled volume
// against the next tier's threshold, both exactly as GET /v1/revenue answers them. The account
// keeps the volume as one total over a rolling window (not by day), so the chart is a bar, and
// every figure it draws is also written out in words beside it. At the top tier, or with a
// negotiated rate, there is no next tier and the page says so instead.
import { usd } from "../../domain/money";
import { money, percent } from "../format";
import { tierName, type Revenue } from "./words";

/** Whole per cent of `part` in `whole` (floored, integers only), at most 100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 100;
  return Math.min(100, Math.floor((part * 100) / whole));
}

/** The filled part of the 300-unit bar: any volume at all shows at least a sliver. */
function barWidth(volume: number, threshold: number): number {
  if (volume <= 0) return 0;
  return Math.max(4, Math.min(300, Math.floor((volume * 300) / threshold)));
}

export function Progress(props: { revenue: Revenue }) {
  const r = props.revenue;
  if (r.negotiated) {
    return <p data-figure="progress">A negotiated rate of {percent(r.commission_bps)} applies to this account, whatever the volume: the tier ladder does not change it.</p>;
  }
  const next = r.next_tier;
  if (!next) {
    return <p data-figure="progress">This is the top tier: the rate stays at {percent(r.commission_bps)} while the 30-day volume stays above its threshold, and does not rise further.</p>;
  }
  const share = percentOf(r.volume.amount, next.from.amount);
  const left = usd(Math.max(0, next.from.amount - r.volume.amount));
  const name = tierName(next.tier);
  const summary = `${money(r.volume)} of ${money(next.from)} fulfilled in the last 30 days (${share}\u00a0%); ${money(left)} more reaches ${name} at ${percent(next.commission_bps)}.`;
  return (
    <figure class="progress">
      <svg viewBox="0 0 300 28" width="100%" height="28" role="img" aria-label={summary} preserveAspectRatio="none">
        <title>{summary}</title>
        <rect x="0" y="4" width="300" height="20" rx="3" fill="#e7eaf0" />
        <rect x="0" y="4" width={String(barWidth(r.volume.amount, next.from.amount))} height="20" fill="#1f6feb" />
      </svg>
      <div class="progress-scale" aria-hidden="true">
        <span>USD 0.00</span>
        <span>{name}: {money(next.from)}</span>
      </div>
      <figcaption data-figure="progress">{summary} The volume counts orders fulfilled in the 30 days before now, so it also falls as older orders leave the window.</figcaption>
    </figure>
  );
}
