// Worker entry: HTTP, queue consumers and cron sweeps, plus the Durable Object class.
import { buildApp } from "./app";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./jobs/scheduled";
import { metered, meterOn, meterResponse } from "./bench/meter";

export { AccountDO } from "./account-object/object";

const app = buildApp();

export default {
  fetch(request, env, ctx) {
    // the bench's meter route exists only with BENCH_METER=on; no URL is parsed otherwise
    if (meterOn(env) && new URL(request.url).pathname === "/__meter") return meterResponse(env);
    return app.fetch(request, metered(env), ctx);
  },
  queue: (batch, env, ctx) => handleQueue(batch, metered(env), ctx),
  scheduled: (controller, env, ctx) => handleScheduled(controller, metered(env), ctx),
} satisfies ExportedHandler<Env>;
