// The operator's supplier view says which live deposit keys the handed-out addresses come from,
// and when more than one is in use (after a key change), by the same rule as /health. It runs in
// a runtime of its own (the "pristine" project): it starts from no live deposit address at all.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { admin } from "../support/api";
import type { RetrieveHealthResponse } from "../../src/routes/system";
import type { ListSuppliersResponse } from "../../src/routes/admin/suppliers/list";

let idx = 0;
const allocate = (family: "evm" | "tron", mode: "test" | "live", fingerprint: string, accountId: string) =>
  env.DB.prepare("INSERT INTO deposit_addresses (family, mode, xpub_fingerprint, idx, account_id, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(family, mode, fingerprint, ++idx, accountId, `0xaddr${idx}`, Date.now() + idx)
    .run();

describe("GET /admin/v1/suppliers", () => {
  it("lists the live deposit keys in use beside the suppliers, and says when there is more than one", async () => {
    const first = await admin<ListSuppliersResponse>("/admin/v1/suppliers");
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((s) => s.id)).toEqual(["airalo", "esimaccess", "reloadly"]);
    expect(first.body.deposit_keys).toEqual({
      evm: { configured: null, in_use: [], multiple: false },
      tron: { configured: null, in_use: [], multiple: false },
    });

    await allocate("evm", "live", "0a0b0c0d", "acct_A");
    await allocate("evm", "live", "0a0b0c0d", "acct_B");
    await allocate("tron", "live", "1a1b1c1d", "acct_A");
    await allocate("evm", "test", "2a2b2c2d", "acct_A"); // test-mode addresses are not the live keys
    const one = (await admin<ListSuppliersResponse>("/admin/v1/suppliers")).body.deposit_keys;
    expect(one.evm).toEqual({ configured: null, in_use: [{ fingerprint: "0a0b0c0d", addresses: 2, configured: false }], multiple: false });
    expect(one.tron.multiple).toBe(false);

    // a key change: new addresses come from another key, the old ones stay in use
    await allocate("evm", "live", "3a3b3c3d", "acct_A");
    const two = await admin<ListSuppliersResponse>("/admin/v1/suppliers");
    expect(two.body.deposit_keys.evm).toEqual({
      configured: null,
      in_use: [
        { fingerprint: "0a0b0c0d", addresses: 2, configured: false },
        { fingerprint: "3a3b3c3d", addresses: 1, configured: false },
      ],
      multiple: true,
    });
    expect(two.body.deposit_keys.tron.multiple).toBe(false);
    // the same answer /health gives
    expect(two.body.deposit_keys).toEqual((await admin<RetrieveHealthResponse>("/health")).body.rails!.deposit_keys);
  });
});
