// Keyset pagination with opaque cursors. A cursor is the last position of a page, bound to
// the list it came from, sealed with AES-GCM: partners cannot read or forge one, and a
// tampered cursor fails to open. Walking by position (not offset) stays stable while new
// items arrive: they sort before the walk's start and never shift later pages.
import { base64url } from "@scure/base";
import { z } from "@hono/zod-openapi";
import { ApiError } from "./errors";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${MAX_LIMIT}`;

export const pageQuery = {
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(MAX_LIMIT, LIMIT_MESSAGE))
    .optional()
    // documented as the integer it must be, with its bounds; the validation above is what checks them
    .openapi({ param: { description: LIMIT_MESSAGE }, type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, example: 20 }),
  cursor: z
    .string()
    .max(512)
    .optional()
    .openapi({ param: { description: "next_cursor of the previous page" } }),
};

export interface ListEnvelope<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface PageRequest {
  limit: number;
  /** position after which the page starts (exclusive), newest first */
  after?: string;
}

const keys = new Map<string, Promise<CryptoKey>>();

function cursorKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(`cursor:${secret}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keys.set(secret, key);
  }
  return key;
}

export async function sealCursor(secret: string, scope: string, position: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ s: scope, p: position }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await cursorKey(secret), plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return "crs_" + base64url.encode(out).replace(/=+$/, "");
}

export async function openCursor(secret: string, scope: string, cursor: string): Promise<string> {
  const invalid = new ApiError("parameter_invalid", "cursor is not a cursor this list gave out", "cursor");
  if (!cursor.startsWith("crs_")) throw invalid;
  try {
    const raw = cursor.slice(4);
    const bytes = base64url.decode(raw + "=".repeat((4 - (raw.length % 4)) % 4));
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await cursorKey(secret), bytes.slice(12));
    const parsed = JSON.parse(new TextDecoder().decode(plain)) as { s?: unknown; p?: unknown };
    if (parsed.s !== scope || typeof parsed.p !== "string") throw invalid;
    return parsed.p;
  } catch {
    throw invalid;
  }
}

/** Turns validated `limit`/`cursor` into a page request for one list. */
export async function pageRequest(
  env: Env,
  scope: string,
  query: { limit?: number; cursor?: string },
): Promise<PageRequest> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (query.cursor === undefined || query.cursor === "") return { limit };
  return { limit, after: await openCursor(env.CURSOR_SECRET, scope, query.cursor) };
}

/**
 * Builds the envelope from up to limit+1 rows fetched in order: the extra row only says
 * whether more exist.
 */
export async function toList<Row, T>(
  env: Env,
  scope: string,
  req: PageRequest,
  rows: Row[],
  positionOf: (row: Row) => string,
  render: (row: Row) => T,
): Promise<ListEnvelope<T>> {
  const hasMore = rows.length > req.limit;
  const pageRows = hasMore ? rows.slice(0, req.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    object: "list",
    data: pageRows.map(render),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? await sealCursor(env.CURSOR_SECRET, scope, positionOf(last)) : null,
  };
}

export function listSchema<T extends z.ZodType>(item: T, name: string, example?: unknown) {
  return z
    .object({
      object: z.literal("list"),
      data: z.array(item),
      has_more: z.boolean(),
      next_cursor: z.string().nullable(),
    })
    .openapi(name, example === undefined ? {} : { example });
}
