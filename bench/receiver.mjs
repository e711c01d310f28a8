// A webhook receiver on a free loopback port, as a partner would run one: it answers 200 at
// once, then checks the Service-Signature against the secret of the endpoint the path names
// (/hook/<n>) and records when each event id first arrived.
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

export async function startReceiver() {
  const secrets = new Map(); // path -> signing secret
  const received = []; // { at, id } for every delivery, in arrival order
  const first = new Map(); // event id -> { at, latencyMs } of its first genuine delivery
  const bad = { signatures: 0, bodies: 0, paths: 0 };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(req.url);
      if (req.method !== "POST" || secret === undefined) return void bad.paths++;
      if (!genuine(raw, req.headers["service-signature"], secret, Math.floor(at / 1000))) return void bad.signatures++;
      let event;
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        return void bad.bodies++;
      }
      received.push({ at, id: event.id });
      if (!first.has(event.id)) first.set(event.id, { at, type: event.type, latencyMs: at - Date.parse(event.created_at) });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address();

  return {
    /** The URL to register for endpoint number n, and remembers its secret once known. */
    urlFor: (n) => `http://127.0.0.1:${port}/hook/${n}`,
    trust: (n, secret) => secrets.set(`/hook/${n}`, secret),
    received,
    first,
    bad,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
