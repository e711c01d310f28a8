// Hourly: the ECB reference rates into live display rates. Live only; the sandbox keeps its
// fixed rates. A failed fetch leaves the stored rates as they were (their age shows on /health);
// a publication without a currency removes it.
import { ecbRatesUrl } from "../funding/rails";
import { fetchRetrying } from "../lib/outbound";
import { minorUnits, parseEcbXml, usdRates } from "../rates/ecb";

export async function refreshDisplayRates(env: Env, now: number): Promise<{ currencies: number } | null> {
  const url = ecbRatesUrl(env);
  if (!url) return null;
  try {
    const res = await fetchRetrying(url, { headers: { accept: "application/xml, text/xml" } });
    if (!res.ok) throw new Error(`ECB rates: ${res.status}`);
    const rates = parseEcbXml(await res.text());
    const stmt = env.DB.prepare(
      `INSERT INTO live_display_rates (currency, rate, minor_units, published_on, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (currency) DO UPDATE SET rate = excluded.rate, minor_units = excluded.minor_units, published_on = excluded.published_on, updated_at = excluded.updated_at`,
    );
    const usd = usdRates(rates);
    const published = [...usd.keys()];
    // a currency the ECB stopped publishing goes with the same batch: it is refused (400) like
    // any currency the ECB does not publish, never priced at an old rate
    const withdrawn = env.DB.prepare(`DELETE FROM live_display_rates WHERE currency NOT IN (${published.map(() => "?").join(", ")})`).bind(...published);
    await env.DB.batch([...[...usd].map(([currency, rate]) => stmt.bind(currency, rate, minorUnits(currency), rates.date, now)), withdrawn]);
    return { currencies: usd.size };
  } catch (e) {
    console.error(JSON.stringify({ msg: "display rate refresh failed", error: String(e) }));
    return null;
  }
}
