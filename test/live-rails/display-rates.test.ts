// Live display rates from the ECB's daily XML (a fake serving the published format), crossed
// through EUR, refreshed by the hourly cron; the sandbox keeps its fixed rates. /health shows
// the configured rails and each rate's age.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admin, call, newAccount } from "../support/api";
import { runCron } from "../support/money";
import { HOURLY } from "../../src/jobs/scheduled";
import { resolveDisplayRate } from "../../src/rates/display-rates";
import { fakes, installFakes } from "./fakes";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import type { ListOffersResponse } from "../../src/routes/offers/list";

beforeEach(() => {
  installFakes();
});
afterEach(() => vi.restoreAllMocks());

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2026-11-20'>
			<Cube currency='USD' rate='1.0812'/>
			<Cube currency='JPY' rate='162.35'/>
			<Cube currency='GBP' rate='0.83520'/>
			<Cube currency='CHF' rate='0.9367'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

describe("live display rates", () => {
  it("crosses the ECB's EUR rates into USD rates hourly, for live only", async () => {
    fakes.ecb.xml = ECB_XML;
    const hour = Date.UTC(2026, 10, 23, 3, 0, 0);
    await runCron(hour, HOURLY);
    await runCron(hour, HOURLY); // a second run changes nothing
    const rows = await env.DB.prepare("SELECT currency, rate, minor_units, published_on FROM live_display_rates ORDER BY currency").all();
    expect(rows.results).toEqual([
      { currency: "CHF", rate: "0.866352", minor_units: 2, published_on: "2026-11-20" },
      { currency: "EUR", rate: "0.924898", minor_units: 2, published_on: "2026-11-20" },
      { currency: "GBP", rate: "0.772475", minor_units: 2, published_on: "2026-11-20" },
      { currency: "JPY", rate: "150.157233", minor_units: 0, published_on: "2026-11-20" },
    ]);
    expect(await resolveDisplayRate(env, "JPY", "live")).toEqual({ currency: "JPY", rate: "150.157233", minorUnits: 0 });
    // a currency the ECB does not publish is refused, as before
    await expect(resolveDisplayRate(env, "SEK", "live")).rejects.toMatchObject({ code: "unsupported_display_currency" });
    // one it stops publishing is refused from the next refresh on, not priced at its old rate
    fakes.ecb.xml = ECB_XML.replace("<Cube currency='CHF' rate='0.9367'/>", "").replace("2026-11-20", "2026-11-23");
    await runCron(hour + 3_600_000, HOURLY);
    await expect(resolveDisplayRate(env, "CHF", "live")).rejects.toMatchObject({ code: "unsupported_display_currency" });
    expect((await resolveDisplayRate(env, "GBP", "live"))?.rate).toBe("0.772475");
    fakes.ecb.xml = ECB_XML;
    await runCron(hour + 7_200_000, HOURLY);
    // the sandbox keeps its fixed rate
    const acct = await newAccount();
    const offers = (await call<ListOffersResponse>("/v1/offers?display_currency=EUR&limit=1", { key: acct.key })).body.data;
    expect(offers[0]!.display!.rate).toBe("0.9215");
  });

  it("keeps the stored rates when a refresh fails", async () => {
    fakes.ecb.xml = ECB_XML;
    await runCron(Date.now(), HOURLY);
    fakes.ecb.xml = "<html>maintenance</html>";
    await runCron(Date.now(), HOURLY);
    expect((await resolveDisplayRate(env, "EUR", "live"))?.rate).toBe("0.924898");
  });

  it("shows operators the configured rails and each rate's age on /health", async () => {
    fakes.ecb.xml = ECB_XML;
    const at = Date.now() - 120_000;
    await runCron(at, HOURLY);
    expect((await call<RetrieveHealthResponse>("/health")).body).toEqual({ ok: true });
    const res = await admin<RetrieveHealthResponse>("/health");
    expect(res.status, res.text).toBe(200);
    const rails = res.body.rails!;
    expect(rails.lightning).toEqual({ configured: false });
    expect(rails.bank).toEqual({ configured: true, provider: "increase" });
    expect(rails.stablecoins.map((s) => [s.network, s.configured, s.assets, s.confirmations])).toEqual([
      ["base", true, ["USDC", "USDT"], 3],
      ["bep20", false, [], null],
      ["trc20", true, ["USDT"], "solidified"],
    ]);
    expect(rails.display_rates.configured).toBe(true);
    const eur = rails.display_rates.rates.find((r) => r.currency === "EUR");
    expect(eur).toMatchObject({ rate: "0.924898", published_on: "2026-11-20" });
    expect(eur!.age_seconds).toBeGreaterThanOrEqual(120);
    expect((await call<RetrieveHealthResponse>("/health", { key: "wrong" })).status).toBe(401);
  });
});
