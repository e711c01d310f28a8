// Worker entry: HTTP, queue consumers and cron sweeps, plus the Durable Object class.
import { buildApp } from "./app";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./jobs/scheduled";
import { metered, meterOn, meterResponse } from "./bench/meter";
import { benchHistoryResponse, isBenchHistoryPath } from "./routes/bench-history";

export { AccountDO } from "./account-object/object";

const app = buildApp();

export default {
  fetch(request, env, ctx) {
    // the bench's meter route exists only with BENCH_METER=on; no URL is parsed otherwise
    if (meterOn(env)) {
      const url = new URL(request.url);
      const { pathname } = url;
      if (pathname === "/__meter") return meterResponse(env, url);
      if (isBenchHistoryPath(pathname)) return benchHistoryResponse(request, metered(env));
    }
    return app.fetch(request, metered(env), ctx);
  },
  queue: (batch, env, ctx) => handleQueue(batch, metered(env), ctx),
  scheduled: (controller, env, ctx) => handleScheduled(controller, metered(env), ctx),
} satisfies ExportedHandler<Env>;
