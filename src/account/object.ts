// One AccountDO per account and mode. Every change to an account's money and records is a
// synchronous SQLite transaction here, so no other request can interleave with it.
import { DurableObject } from "cloudflare:workers";
import { ApiError, serialize, type Outcome } from "../http/errors";
import type { IdempotencyKey, StoredResponse } from "../http/idempotency";
import type { Mode } from "../http/context";
import * as idempotency from "./idempotency-store";
import { migrate } from "./migrations";

export interface AccountRef {
  accountId: string;
  mode: Mode;
}

export interface CreditTerms {
  overdraftLimit: number;
  netTermsDays: number;
  status: "active" | "frozen";
}

export class AccountDO extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => {
      migrate(this.sql);
    });
  }

  /** Remembers which account and mode this object serves (first call wins; ids never change). */
  protected bind(ref: AccountRef): void {
    this.sql.exec("INSERT OR IGNORE INTO meta (key, value) VALUES ('account_id', ?), ('mode', ?)", ref.accountId, ref.mode);
  }

  protected get livemode(): boolean {
    return this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'mode'").toArray()[0]?.value === "live";
  }

  /**
   * Runs one operation as a single transaction: idempotency check, effect, stored response.
   * An ApiError rolls everything back and comes back as a value (errors lose their fields
   * across RPC).
   */
  protected transact(
    ref: AccountRef,
    idem: IdempotencyKey | undefined,
    now: number,
    op: () => unknown,
    opts: { claimed?: boolean } = {},
  ): Outcome<StoredResponse> {
    try {
      return {
        ok: true,
        value: this.ctx.storage.transactionSync(() => {
          this.bind(ref);
          if (idem) {
            const replay = idempotency.lookup(this.sql, idem, now, opts.claimed);
            if (replay) return replay;
          }
          const body = JSON.stringify(op());
          if (idem) idempotency.record(this.sql, idem, now, 200, body);
          return { status: 200, body, replayed: false };
        }),
      };
    } catch (e) {
      if (e instanceof ApiError) {
        if (idem && opts.claimed) idempotency.release(this.sql, idem.key);
        return { ok: false, error: serialize(e) };
      }
      throw e;
    }
  }

  /** Reads run in a transaction too, so they see one consistent state. */
  protected read<T>(op: () => T): Outcome<T> {
    try {
      return { ok: true, value: this.ctx.storage.transactionSync(op) };
    } catch (e) {
      if (e instanceof ApiError) return { ok: false, error: serialize(e) };
      throw e;
    }
  }

  /** Takes an idempotency key before an operation that awaits outside calls. */
  async claimIdempotency(idem: IdempotencyKey, now = Date.now()): Promise<Outcome<StoredResponse | null>> {
    return this.read(() => idempotency.claim(this.sql, idem, now) ?? null);
  }

  async releaseIdempotency(key: string): Promise<void> {
    idempotency.release(this.sql, key);
  }

  async creditTerms(): Promise<CreditTerms> {
    const row = this.sql
      .exec<{ overdraft_limit: number; net_terms_days: number }>("SELECT overdraft_limit, net_terms_days FROM credit_terms WHERE id = 1")
      .one();
    return { overdraftLimit: row.overdraft_limit, netTermsDays: row.net_terms_days, status: "active" };
  }

  /** Periodic upkeep driven by the cron: pruning now; expiry and overdue checks join it. */
  async sweep(now = Date.now()): Promise<{ prunedIdempotencyKeys: number }> {
    return { prunedIdempotencyKeys: idempotency.prune(this.sql, now) };
  }
}
