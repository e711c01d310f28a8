// The answer of GET /health as tests read it. Its route declares the schema inline and exports
// no type, so this mirrors it: liveness alone, and with the operator token the configured live
// rails and the age of each stored display rate.
export interface HealthBody {
  ok: true;
  rails?: {
    lightning: { configured: boolean };
    stablecoins: {
      network: string;
      configured: boolean;
      assets: string[];
      confirmations: number | "solidified" | null;
      watcher: { cursor: number; last_run_age_seconds: number } | null;
    }[];
    bank: { configured: boolean; provider: string | null };
    display_rates: {
      configured: boolean;
      source: string;
      rates: { currency: string; rate: string; published_on: string; age_seconds: number }[];
    };
  };
}
