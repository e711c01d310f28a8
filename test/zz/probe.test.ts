import { it } from "vitest";
import { newAccount } from "../support/api";
import { bankTransfer, buy, catalog, sqlIn } from "../support/money";
it("probe sizes", async () => {
  const acct = await newAccount();
  await bankTransfer(acct.key, 100000);
  const { esim, topup } = await catalog(acct.key);
  await buy(acct.key, esim.id);
  await buy(acct.key, topup.id, "wallet", { destination: "+919812345678" });
  for (const t of ["orders", "quotes", "events", "idempotency_keys", "ledger_entries", "esim_plans"]) {
    const cols = (await sqlIn<{ name: string }>(acct.id, `SELECT name FROM pragma_table_info('${t}')`)).map((c) => c.name);
    const rows = await sqlIn(acct.id, `SELECT ${cols.map((c) => `IFNULL(length(CAST(${c} AS BLOB)),0)`).join("+")} AS n FROM ${t}`);
    console.log("SIZE", t, rows.map((r) => r.n).join(","));
  }
});
