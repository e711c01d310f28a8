// Live funding destinations: only the rails that are configured, with the account's own
// allocated deposit addresses and its own account number at the bank provider.
import type { Mode } from "../http/context";
import { bankAccountNumber } from "./bank/increase";
import { liveChainAddresses } from "./deposit-addresses";
import { ASSETS, bankReference, destinationId, fundingDestinations, type FundingDestination } from "./destinations";
import { bankRail, chainRails } from "./rails";
import { ensureFundingIndex } from "./reference-index";

/** Which destinations to make: a quote asks only for its own rail, so one provider's outage does not block another's. */
export type DestinationKind = "all" | "bank_account" | "crypto_address";

export async function liveFundingDestinations(env: Env, accountId: string, now = Date.now(), kind: DestinationKind = "all"): Promise<FundingDestination[]> {
  const out: FundingDestination[] = [];
  const bank = kind === "crypto_address" ? null : bankRail(env);
  if (bank) {
    const number = await bankAccountNumber(env, bank, accountId, "live", now);
    out.push({
      id: destinationId(accountId, "live", "bank"),
      object: "funding_destination",
      type: "bank_account",
      bank_name: "Partner Commerce Settlement Bank",
      account_number: number.accountNumber,
      routing_number: number.routingNumber,
      account_name: "Partner Commerce Inc.",
      reference: bankReference(accountId, "live"),
    });
  }
  const rails = kind === "bank_account" ? [] : chainRails(env);
  const addresses = await liveChainAddresses(env, accountId, rails, now);
  for (const asset of ASSETS) {
    for (const rail of rails) {
      const address = addresses.get(rail.network);
      if (!rail.contracts[asset] || !address) continue;
      out.push({
        id: destinationId(accountId, "live", `${asset}:${rail.network}`),
        object: "funding_destination",
        type: "crypto_address",
        asset,
        network: rail.network,
        address,
      });
    }
  }
  return out;
}

/** The account's funding destinations in a mode: the sandbox's made-up ones, or the live rails'. */
export function fundingDestinationsFor(env: Env, accountId: string, mode: Mode, now = Date.now(), kind: DestinationKind = "all"): Promise<FundingDestination[]> {
  return mode === "test" ? Promise.resolve(fundingDestinations(accountId, mode)) : liveFundingDestinations(env, accountId, now, kind);
}

/**
 * The destinations a partner is shown (GET /v1/wallet/funding_destinations, the dashboard's
 * wallet), with the reference index made ready first, so money sent to any of them is found.
 */
export async function shownFundingDestinations(env: Env, accountId: string, mode: Mode): Promise<FundingDestination[]> {
  await ensureFundingIndex(env, accountId, mode);
  return fundingDestinationsFor(env, accountId, mode);
}
