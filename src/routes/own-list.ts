// The shape every list of the caller's own records shares: a cursor bound to this list,
// this account and mode and these filters; one page fetched from the account's object. A route
// lists for the API key's account (`ownList`); a page lists for the signed-in account through
// `listOf`, so both doors hand out the same pages and the same cursors.
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { unwrap, type Outcome } from "../http/errors";
import { pageRequest, toList, type PageRequest } from "../http/pagination";
import { ownAccount, type OwnRef, type OwnStub } from "./own";

export async function listOf<Row>(
  env: Env,
  own: { stub: OwnStub; ref: OwnRef },
  list: string,
  query: { limit?: number; cursor?: string },
  filters: Record<string, string | undefined>,
  fetchPage: (stub: OwnStub, ref: OwnRef, req: PageRequest) => Promise<Outcome<unknown>>,
  positionOf: (row: Row) => string = (row) => (row as { id: string }).id,
  render: (row: Row) => unknown = (row) => row,
) {
  const { stub, ref } = own;
  const scope = [list, ref.accountId, ref.mode, ...Object.values(filters).map((v) => v ?? "")].join(":");
  const req = await pageRequest(env, scope, query);
  const rows = unwrap(await fetchPage(stub, ref, req)) as Row[];
  return toList(env, scope, req, rows, positionOf, render);
}

export async function ownList<Row>(
  c: Context<AppEnv>,
  list: string,
  query: { limit?: number; cursor?: string },
  filters: Record<string, string | undefined>,
  fetchPage: (stub: OwnStub, ref: OwnRef, req: PageRequest) => Promise<Outcome<unknown>>,
  positionOf: (row: Row) => string = (row) => (row as { id: string }).id,
  render: (row: Row) => unknown = (row) => row,
) {
  return listOf(c.env, ownAccount(c), list, query, filters, fetchPage, positionOf, render);
}
