// The brand an account shows its travellers (per account and mode, in the object's SQLite like
// every other record): the eSIM page and the eSIM message read it; GET/PUT /v1/brand and the
// dashboard's Settings → Brand write it. One row at most; every field null until set. The logo
// is kept as the R2 key of its bytes (`{sha256 hex}.{png|jpg|webp}`, src/brand/assets.ts) with
// its pixel size, so a page can size it before it loads.
import type { Language } from "../i18n";
import { one, type Tx } from "./tx";

export interface BrandLogo {
  /** the R2 key and the path under /brand-assets/: `{sha256 hex}.{png|jpg|webp}` */
  key: string;
  width: number;
  height: number;
}

export interface Brand {
  display_name: string | null;
  logo: BrandLogo | null;
  primary_color: string | null;
  support_email: string | null;
  support_url: string | null;
  support_phone: string | null;
  default_language: Language | null;
  /** the traveller also hears of 90 % of data used and 1 day left (deliveries.ts noticeTraveller); false until set */
  notify_traveller: boolean;
  updated_at: number | null;
}

interface BrandRow {
  display_name: string | null;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  primary_color: string | null;
  support_email: string | null;
  support_url: string | null;
  support_phone: string | null;
  default_language: string | null;
  notify_traveller: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

export const NO_BRAND: Brand = {
  display_name: null,
  logo: null,
  primary_color: null,
  support_email: null,
  support_url: null,
  support_phone: null,
  default_language: null,
  notify_traveller: false,
  updated_at: null,
};

/** The account's brand (NO_BRAND when nothing was ever set): one primary-key read. */
export function readBrand(sql: SqlStorage): Brand {
  const row = one<BrandRow>(sql, "SELECT * FROM brand WHERE id = 1");
  if (!row) return NO_BRAND;
  return {
    display_name: row.display_name,
    logo: row.logo_key ? { key: row.logo_key, width: row.logo_width ?? 0, height: row.logo_height ?? 0 } : null,
    primary_color: row.primary_color,
    support_email: row.support_email,
    support_url: row.support_url,
    support_phone: row.support_phone,
    default_language: row.default_language as Language | null,
    notify_traveller: row.notify_traveller === 1,
    updated_at: row.updated_at,
  };
}

/** Whether the account set anything at all: without a brand the traveller's page stays neutral. */
export function hasBrand(b: Brand): boolean {
  return b.display_name !== null || b.logo !== null;
}

/** The brand's own fields a write may set; a field left out keeps its value, null clears it. */
export type BrandPatch = Partial<Omit<Brand, "updated_at">>;

const TEXT_FIELDS = ["display_name", "primary_color", "support_email", "support_url", "support_phone", "default_language"] as const;

/**
 * Sets the given fields (null clears one; the logo is its key and size together) and stamps
 * `updated_at` with the step's time, the account's clock: one UPSERT, so a first write creates the
 * row with every other field null and a later one touches only what it names. Answers the brand
 * as stored.
 */
export function writeBrand(tx: Tx, patch: BrandPatch): Brand {
  const values: Record<string, SqlStorageValue> = {};
  for (const f of TEXT_FIELDS) if (patch[f] !== undefined) values[f] = patch[f];
  if (patch.notify_traveller !== undefined) values.notify_traveller = patch.notify_traveller ? 1 : 0;
  if (patch.logo !== undefined) {
    values.logo_key = patch.logo?.key ?? null;
    values.logo_width = patch.logo?.width ?? null;
    values.logo_height = patch.logo?.height ?? null;
  }
  values.updated_at = tx.now;
  const columns = Object.keys(values);
  tx.sql.exec(
    `INSERT INTO brand (id, ${columns.join(", ")}) VALUES (1, ${columns.map(() => "?").join(", ")})
     ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}`,
    ...Object.values(values),
  );
  return readBrand(tx.sql);
}
