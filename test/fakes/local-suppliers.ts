// The fake eSIM suppliers served on this machine, for `npm start -- --fake-suppliers` and the
// console's browser check: Airalo at /airalo and eSIM Access at /esimaccess of one loopback HTTP
// server (node:http), each the same request handler the workers tests use, with the default
// catalogs (the US 1 GB / 7 days plan sold by both, eSIM Access the cheaper). eSIM Access's
// notifications go to the service's POST /intake/esimaccess as they fall due (every 2 s), from
// 127.0.0.1 (which ESIMACCESS_WEBHOOK_IPS lists for the run). Node only: scripts bundle it with
// esbuild (scripts/lib/fake-suppliers.mjs); nothing in src/ imports it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeAiralo } from "./airalo";
import { CATALOG } from "./catalogs";
import { eaCatalog, FakeEsimAccess } from "./esimaccess";
import type { Handler } from "./http";

export interface LocalSuppliers {
  base: string;
  /** what the service needs to use them (passed to wrangler dev with --var) */
  vars: Record<string, string>;
  airalo: FakeAiralo;
  esimaccess: FakeEsimAccess;
  /** where notifications go from now on (the service's base URL) */
  notifyTo(serviceBase: string): void;
  stop(): Promise<void>;
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  const controller = new AbortController();
  req.socket.once("close", () => controller.abort());
  return new Request(url, { method: req.method, headers, body, signal: controller.signal });
}

async function send(res: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json", "content-length": body.length });
  res.end(body);
}

export async function startFakeSuppliers(opts: { port?: number } = {}): Promise<LocalSuppliers> {
  const airalo = new FakeAiralo();
  airalo.catalog = structuredClone(CATALOG);
  const esimaccess = new FakeEsimAccess();
  esimaccess.packages = eaCatalog();
  // both routes of the shared plan serve an order at its price: eSIM Access first, Airalo on failover
  esimaccess.packages.find((p) => p.packageCode === "CKH491")!.price = 44_000;
  const handlers: Record<string, Handler> = { airalo: airalo.handle, esimaccess: esimaccess.handle };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const [, prefix, ...rest] = url.pathname.split("/");
    const handler = handlers[prefix ?? ""];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const inner = new URL(`/${rest.join("/")}${url.search}`, url);
    toRequest(req, inner)
      .then(handler)
      .then((answer) => send(res, answer))
      // a refused connection (a test hook) or a hang cut by the caller: no answer at all
      .catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let target: string | null = null;
  const deliver = async () => {
    if (!target) return;
    for (const notice of esimaccess.takeOutbox()) {
      await fetch(`${target}/intake/esimaccess`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "127.0.0.1" },
        body: JSON.stringify(notice),
        signal: AbortSignal.timeout(5_000),
      }).catch(() => undefined);
    }
  };
  const timer = setInterval(() => void deliver(), 2_000);
  timer.unref();

  return {
    base,
    vars: {
      AIRALO_BASE_URL: `${base}/airalo`,
      AIRALO_CLIENT_ID_LIVE: airalo.clientId,
      AIRALO_CLIENT_SECRET_LIVE: airalo.clientSecret,
      ESIMACCESS_BASE_URL: `${base}/esimaccess`,
      ESIMACCESS_ACCESS_CODE: esimaccess.accessCode,
      ESIMACCESS_SECRET_KEY: esimaccess.secretKey,
      ESIMACCESS_WEBHOOK_IPS: "127.0.0.1,::1",
    },
    airalo,
    esimaccess,
    notifyTo(serviceBase) {
      target = serviceBase.replace("localhost", "127.0.0.1");
    },
    stop: () => new Promise((resolve) => {
      clearInterval(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
