// The catalog phase's suppliers: a Node HTTP server on a free loopback port that answers as
// Airalo (/airalo: token, catalog pages, balance) and Reloadly (/reloadly-auth: token;
// /reloadly: operators per country, balance) do, in the shapes the workers tests' fakes
// (test/fakes/airalo.ts, reloadly.ts) serve, from the generated catalog of
// test/fakes/big-catalog.mjs. Only what a catalog sync reads; tokens must match the credentials.
import { createServer } from "node:http";
import { randomBytes } from "node:crypto";
import { bigAiraloCatalog, bigReloadlyOperators, topupCountriesOf } from "../test/fakes/big-catalog.mjs";

const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks).toString("utf8"))).on("error", reject);
  });

/** One Airalo catalog item as GET /v2/packages lists it (the fields the test fake serves, images and APNs aside). */
function itemView(c) {
  return {
    slug: c.slug,
    country_code: c.country_code,
    title: c.title,
    operators: [{
      id: 100 + c.countries.length,
      title: `${c.title} Mobile`,
      type: "local",
      esim_type: "Prepaid",
      rechargeability: true,
      countries: c.countries.map((cc) => ({ country_code: cc, title: cc })),
      packages: c.packages.map((p) => ({
        id: p.id,
        type: p.type ?? "sim",
        price: Math.round(p.net_price * 150) / 100,
        net_price: p.net_price,
        amount: p.is_unlimited ? 0 : p.amount,
        day: p.day,
        is_unlimited: p.is_unlimited ?? false,
        title: p.title,
        data: p.is_unlimited ? "Unlimited" : `${p.amount / 1024} GB`,
      })),
    }],
  };
}

function operatorView(o) {
  return {
    id: o.operatorId, operatorId: o.operatorId, name: o.name, bundle: false, data: false, pin: false,
    denominationType: o.denominationType, senderCurrencyCode: "USD", destinationCurrencyCode: o.destinationCurrencyCode,
    commission: o.commission, internationalDiscount: o.commission, localDiscount: 0,
    minAmount: o.denominationType === "RANGE" ? o.minAmount : null, maxAmount: o.denominationType === "RANGE" ? o.maxAmount : null,
    fixedAmounts: o.denominationType === "FIXED" ? o.fixedAmounts : [], fx: { rate: o.fxRate, currencyCode: o.destinationCurrencyCode },
    country: { isoName: o.country, name: o.country },
  };
}

/** Starts the server; `catalog` and `operators` may be changed in place between syncs. */
export async function startCatalogFake() {
  const creds = {
    airaloId: `bench-airalo-${randomBytes(6).toString("hex")}`, airaloSecret: randomBytes(18).toString("base64url"),
    reloadlyId: `bench-reloadly-${randomBytes(6).toString("hex")}`, reloadlySecret: randomBytes(18).toString("base64url"),
    audience: "https://topups.reloadly.bench.test",
  };
  const state = { catalog: bigAiraloCatalog(), operators: bigReloadlyOperators(), requests: 0 };
  const tokens = new Set();
  const issue = () => {
    const t = randomBytes(16).toString("hex");
    tokens.add(t);
    return t;
  };
  const authorised = (req) => tokens.has(String(req.headers.authorization ?? "").replace(/^Bearer /, ""));
  const server = createServer(async (req, res) => {
    state.requests++;
    try {
      const url = new URL(req.url, "http://fake");
      const path = url.pathname;
      if (req.method === "POST" && path === "/airalo/v2/token") {
        const form = await readBody(req);
        if (!form.includes(creds.airaloId) || !form.includes(creds.airaloSecret)) return json(res, 401, { data: [], meta: { message: "Unauthorized." } });
        return json(res, 200, { data: { token_type: "Bearer", expires_in: 31622400, access_token: issue() }, meta: { message: "success" } });
      }
      if (req.method === "POST" && path === "/reloadly-auth/oauth/token") {
        const body = JSON.parse((await readBody(req)) || "{}");
        if (body.client_id !== creds.reloadlyId || body.client_secret !== creds.reloadlySecret || body.audience !== creds.audience) {
          return json(res, 401, { errorCode: "INVALID_CREDENTIALS", message: "Access Denied" });
        }
        return json(res, 200, { access_token: issue(), expires_in: 5184000, token_type: "Bearer" });
      }
      if (!authorised(req)) return json(res, 401, { message: "Unauthenticated." });
      if (req.method === "GET" && path === "/airalo/v2/packages") {
        const type = url.searchParams.get("filter[type]") ?? "local";
        const limit = Number(url.searchParams.get("limit") ?? "10");
        const page = Number(url.searchParams.get("page") ?? "1");
        const items = state.catalog.filter((c) => c.type === type);
        const lastPage = Math.max(1, Math.ceil(items.length / limit));
        const data = items.slice((page - 1) * limit, page * limit).map(itemView);
        return json(res, 200, { data, meta: { current_page: page, last_page: lastPage, per_page: limit, total: items.length } });
      }
      if (req.method === "GET" && path === "/airalo/v2/balance") {
        return json(res, 200, { data: { balances: { availableBalance: { amount: 250000, currency: "USD" } } }, meta: { message: "success" } });
      }
      const m = /^\/reloadly\/operators\/countries\/([A-Z]{2})$/.exec(path);
      if (req.method === "GET" && m) {
        const ops = state.operators.filter((o) => o.country === m[1]);
        return ops.length ? json(res, 200, ops.map(operatorView)) : json(res, 404, { errorCode: "COUNTRY_NOT_SUPPORTED", message: "country not supported" });
      }
      if (req.method === "GET" && path === "/reloadly/accounts/balance") return json(res, 200, { balance: 250000, currencyCode: "USD" });
      return json(res, 404, { message: "Not found" });
    } catch (e) {
      json(res, 500, { message: String(e) });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const vars = {
    AIRALO_BASE_URL: `${base}/airalo`,
    AIRALO_CLIENT_ID_LIVE: creds.airaloId,
    AIRALO_CLIENT_SECRET_LIVE: creds.airaloSecret,
    RELOADLY_AUTH_URL: `${base}/reloadly-auth`,
    RELOADLY_API_URL: `${base}/reloadly`,
    RELOADLY_AUDIENCE: creds.audience,
    RELOADLY_CLIENT_ID_LIVE: creds.reloadlyId,
    RELOADLY_CLIENT_SECRET_LIVE: creds.reloadlySecret,
    TOPUP_COUNTRIES: topupCountriesOf(state.operators),
  };
  return { state, vars, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
