// Fakes of the outside services the live rails call, answering as each one's published
// reference does (research §4 TronGrid, §5 Increase, §6 ECB). They are stubbed into the
// worker's fetch by host; everything else (the local chain) passes through.
import { vi } from "vitest";
import { CHAIN_URL } from "./chain";

export interface Trc20Item {
  transaction_id: string;
  token_info: { symbol: string; address: string; decimals: number; name: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: string;
  value: string;
}

export const fakes = {
  // pageSize: the most items TronGrid puts on one page (200); a test lowers it to make pages
  tron: { transfers: [] as Trc20Item[], decimals: 6, requests: [] as string[], pageSize: 200 },
  increase: {
    accountNumbers: new Map<string, any>(), // by idempotency key
    transactions: new Map<string, any>(),
    creates: 0,
  },
  ecb: { xml: "" },
  // lag: how many blocks behind the head the node answering log queries is (0: the same node)
  chain: { lag: 0 },
};

type RpcCall = { jsonrpc: string; id: number; method: string; params: any[] };

/**
 * A provider whose load balancer sends log queries to a node `lag` blocks behind the one that
 * answers everything else: that node answers the whole request (a batch included) as of its own
 * head, listing logs only up to it and knowing no later block, without an error.
 */
async function laggingNode(req: Request, real: typeof fetch): Promise<Response> {
  const body = (await req.json()) as RpcCall | RpcCall[];
  const calls = Array.isArray(body) ? body : [body];
  const forward = async (c: RpcCall) => (await (await real(CHAIN_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(c) })).json()) as any;
  if (!calls.some((c) => c.method === "eth_getLogs")) {
    return Response.json(Array.isArray(body) ? await Promise.all(calls.map(forward)) : await forward(body));
  }
  const head = Number(BigInt((await forward({ jsonrpc: "2.0", id: 0, method: "eth_blockNumber", params: [] })).result));
  const own = head - fakes.chain.lag;
  const hex = (n: number) => "0x" + n.toString(16);
  const answer = async (c: RpcCall) => {
    if (c.method === "eth_blockNumber") return { jsonrpc: "2.0", id: c.id, result: hex(own) };
    if (c.method === "eth_getBlockByNumber" && Number(BigInt(c.params[0])) > own) return { jsonrpc: "2.0", id: c.id, result: null };
    if (c.method === "eth_getLogs") {
      const f = c.params[0];
      if (Number(BigInt(f.fromBlock)) > own) return { jsonrpc: "2.0", id: c.id, result: [] };
      return forward({ ...c, params: [{ ...f, toBlock: hex(Math.min(own, Number(BigInt(f.toBlock)))) }] });
    }
    return forward(c);
  };
  const answers = [];
  for (const c of calls) answers.push(await answer(c));
  return Response.json(Array.isArray(body) ? answers : answers[0]);
}

function tronGrid(req: Request, url: URL): Response | Promise<Response> {
  if (req.headers.get("TRON-PRO-API-KEY") !== "test-trongrid-key") return Response.json({ Error: "ApiKey not exists" }, { status: 401 });
  fakes.tron.requests.push(url.pathname + url.search);
  if (url.pathname === "/wallet/triggerconstantcontract" && req.method === "POST") {
    return Response.json({ result: { result: true }, constant_result: [fakes.tron.decimals.toString(16).padStart(64, "0")], energy_used: 0 });
  }
  const m = /^\/v1\/accounts\/(T[1-9A-HJ-NP-Za-km-z]{33})\/transactions\/trc20$/.exec(url.pathname);
  if (!m) return Response.json({ success: false, error: "not found" }, { status: 404 });
  const q = url.searchParams;
  let items = fakes.tron.transfers.filter((t) => t.to === m[1] || (q.get("only_to") !== "true" && t.from === m[1]));
  if (q.get("contract_address")) items = items.filter((t) => t.token_info.address === q.get("contract_address"));
  if (q.get("min_timestamp")) items = items.filter((t) => t.block_timestamp >= Number(q.get("min_timestamp")));
  // newest first; items of one transaction keep the order they were added in
  items = items.map((t, i) => [t, i] as const).sort(([a, i], [b, j]) => b.block_timestamp - a.block_timestamp || i - j).map(([t]) => t);
  // the next page is asked for with the fingerprint the previous one returned
  const offset = q.get("fingerprint") ? Number(atob(q.get("fingerprint")!)) : 0;
  const limit = Math.min(Number(q.get("limit") ?? 20), fakes.tron.pageSize);
  const data = items.slice(offset, offset + limit);
  const more = offset + limit < items.length;
  return Response.json({
    data, success: true,
    meta: { at: Date.now(), page_size: data.length, ...(more ? { fingerprint: btoa(String(offset + limit)) } : {}) },
  });
}

let accountNumberSeq = 0;
async function increase(req: Request, url: URL): Promise<Response> {
  const problem = (status: number, type: string, title: string) => Response.json({ type, status, title, detail: title }, { status });
  if (req.headers.get("authorization") !== "Bearer test-increase-key") return problem(401, "invalid_api_key_error", "Invalid API key");
  if (url.pathname === "/account_numbers" && req.method === "POST") {
    const key = req.headers.get("idempotency-key") ?? crypto.randomUUID();
    const body = (await req.json()) as { account_id: string; name: string; inbound_ach?: { debit_status: string }; inbound_checks?: { status: string } };
    const prior = fakes.increase.accountNumbers.get(key);
    if (prior) return Response.json(prior, { headers: { "Idempotent-Replayed": "true" } });
    fakes.increase.creates += 1;
    const n = ++accountNumberSeq;
    const created = {
      id: `account_number_fake${String(n).padStart(12, "0")}`,
      account_id: body.account_id,
      account_number: String(987654320000 + n),
      routing_number: "101050001",
      name: body.name,
      status: "active",
      // Increase's defaults when the request leaves them out
      inbound_ach: { debit_status: body.inbound_ach?.debit_status ?? "allowed" },
      inbound_checks: { status: body.inbound_checks?.status ?? "check_transfers_only" },
      idempotency_key: key,
      created_at: new Date().toISOString(),
      type: "account_number",
    };
    fakes.increase.accountNumbers.set(key, created);
    return Response.json(created);
  }
  const t = /^\/transactions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
  if (t && req.method === "GET") {
    const txn = fakes.increase.transactions.get(t[1]!);
    return txn ? Response.json(txn) : problem(404, "object_not_found_error", "Could not find the object");
  }
  return problem(404, "api_method_not_found_error", "No such route");
}

let increaseSeq = 0;
const increaseId = (prefix: string) => `${prefix}_fake${String(++increaseSeq).padStart(12, "0")}`;

/**
 * Transactions as Increase reports them (research §5; its Transaction and Source objects):
 * `amount` in cents, negative for money out; `route_type`/`route_id` the account number it
 * went through; `source.category` names the one detail object beside it.
 */
export const increaseTransactions = {
  /** An inbound ACH credit to an account number (Inbound ACH Transfer Intention). */
  inboundAch(accountId: string, accountNumberId: string, amount: number) {
    const transferId = increaseId("inbound_ach_transfer");
    return record(accountId, accountNumberId, amount, "INBOUND ACH", {
      category: "inbound_ach_transfer",
      inbound_ach_transfer: {
        amount, transfer_id: transferId, trace_number: "021000021234567", originator_company_name: "ACME PAYER",
        originator_company_id: "1234567890", originator_company_entry_description: "PAYMENT", addenda: null,
        originator_company_descriptive_date: null, originator_company_discretionary_data: null, receiver_id_number: null, receiver_name: "PARTNER",
      },
    });
  },
  /** An inbound wire credit to an account number (Inbound Wire Transfer Intention). */
  inboundWire(accountId: string, accountNumberId: string, amount: number) {
    const transferId = increaseId("inbound_wire_transfer");
    return record(accountId, accountNumberId, amount, "INBOUND WIRE", {
      category: "inbound_wire_transfer",
      inbound_wire_transfer: { amount, transfer_id: transferId, description: "INBOUND WIRE", originator_name: "ACME PAYER" },
    });
  },
  /**
   * The inbound ACH transfer of `credit` returned (Inbound ACH Transfer Return Intention): the
   * same amount leaves through the same account number.
   */
  achReturn(credit: any) {
    return record(credit.account_id, credit.route_id, -credit.amount, "INBOUND ACH RETURN", {
      category: "inbound_ach_transfer_return_intention",
      inbound_ach_transfer_return_intention: { inbound_ach_transfer_id: credit.source.inbound_ach_transfer.transfer_id },
    });
  },
  /** The inbound wire of `credit` reversed at our request (Inbound Wire Transfer Reversal Intention). */
  wireReversal(credit: any) {
    return record(credit.account_id, credit.route_id, -credit.amount, "INBOUND WIRE REVERSAL", {
      category: "inbound_wire_transfer_reversal",
      inbound_wire_transfer_reversal: { inbound_wire_transfer_id: credit.source.inbound_wire_transfer.transfer_id },
    });
  },
};

function record(accountId: string, routeId: string, amount: number, description: string, source: Record<string, any>) {
  const txn = {
    id: increaseId("transaction"), account_id: accountId, amount, currency: "USD", created_at: new Date().toISOString(), description,
    route_id: routeId, route_type: "account_number", source, type: "transaction",
  };
  fakes.increase.transactions.set(txn.id, txn);
  return txn;
}

/** Stubs the worker's outbound fetch with the fakes; returns the spy. */
export function installFakes() {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const url = new URL(req.url);
    if (url.host === "trongrid.fake") return tronGrid(req, url);
    if (url.host === "increase.fake") return increase(req, url);
    if (url.host === "ecb.fake") return new Response(fakes.ecb.xml, { headers: { "content-type": "text/xml" } });
    if (url.origin === CHAIN_URL) return fakes.chain.lag > 0 ? laggingNode(req, real) : real(req);
    return new Response("unexpected outbound call", { status: 599 });
  });
}
