// A webhook receiver on a free loopback port, as a partner would run one: it answers 200 at
// once, then checks the Service-Signature against the secret of the endpoint the path names
// (/hook/<n>) and records when each event id first arrived, and when each delivery (event id at
// one endpoint) first arrived and how often. `failShare` (0..1) makes it take that share of first
// arrivals and answer them 500 anyway, as a receiver whose 2xx never made it back: the service
// must try again, and the receiver then sees the event twice (a duplicate explained by a retry).
// A path under /hang/ (hangUrlFor) never answers: the request is held open until the service
// gives up on it, and the receiver counts how many it holds at once (`hang.mostOpen`).
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const TOLERANCE_SECONDS = 300;

/** True when `header` carries a v1 digest of "<t>.<raw body>" under `secret` and a fresh t. */
function genuine(rawBody, header, secret, nowSeconds) {
  let t;
  const given = [];
  for (const part of String(header ?? "").split(",")) {
    const eq = part.indexOf("=");
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) given.push(Buffer.from(value, "hex"));
  }
  if (t === undefined || !given.length) return false;
  const expected = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest();
  // every candidate is compared, so the time taken does not tell which one matched
  const matched = given.reduce((ok, g) => timingSafeEqual(g, expected) || ok, false);
  return matched && Math.abs(nowSeconds - t) <= TOLERANCE_SECONDS;
}

export async function startReceiver({ failShare = 0 } = {}) {
  const secrets = new Map(); // path -> signing secret
  const received = []; // { at, id } for every delivery, in arrival order
  const first = new Map(); // event id -> { at, latencyMs } of its first genuine delivery
  const bad = { signatures: 0, bodies: 0, paths: 0 };
  const deliveries = new Map(); // "<path> <event id>" -> { at, latencyMs, count } of a delivery
  const failed = { answered500: 0, keys: new Set() }; // deliveries answered 500 on first arrival
  const hang = { requests: 0, open: 0, mostOpen: 0, closed: 0 }; // requests to /hang/ paths, never answered

  const server = createServer((req, res) => {
    if (req.url.startsWith("/hang/")) {
      hang.requests++;
      hang.open++;
      hang.mostOpen = Math.max(hang.mostOpen, hang.open);
      // read and drop the body; the answer never comes, the sender's timeout ends it
      req.resume();
      res.on("close", () => {
        hang.open--;
        hang.closed++;
      });
      return;
    }
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(req.url);
      let event = null;
      if (req.method !== "POST" || secret === undefined) bad.paths++;
      else if (!genuine(raw, req.headers["service-signature"], secret, Math.floor(at / 1000))) bad.signatures++;
      else {
        try {
          event = JSON.parse(raw.toString("utf8"));
        } catch {
          bad.bodies++;
        }
      }
      if (!event) return void res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      const key = `${req.url} ${event.id}`;
      const seen = deliveries.get(key);
      // the event is taken either way; on a failed answer the service must send it again
      const fail = !seen && failShare > 0 && Math.random() < failShare;
      if (fail) {
        failed.answered500++;
        failed.keys.add(key);
      }
      res.writeHead(fail ? 500 : 200, { "content-type": "text/plain" }).end(fail ? "taken, answered 500" : "ok");
      received.push({ at, id: event.id, path: req.url });
      if (!first.has(event.id)) first.set(event.id, { at, type: event.type, latencyMs: at - Date.parse(event.created_at) });
      if (seen) seen.count++;
      else deliveries.set(key, { at, latencyMs: at - Date.parse(event.created_at), count: 1 });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address();

  return {
    /** The URL to register for endpoint number n, and remembers its secret once known. */
    urlFor: (n) => `http://127.0.0.1:${port}/hook/${n}`,
    /** The URL of an endpoint that never answers (counted in `hang`). */
    hangUrlFor: (n) => `http://127.0.0.1:${port}/hang/${n}`,
    hang,
    trust: (n, secret) => secrets.set(`/hook/${n}`, secret),
    received,
    first,
    deliveries,
    failed,
    bad,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
