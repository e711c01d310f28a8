// Worker entry: HTTP, queue consumers and cron sweeps, plus the Durable Object class.
import { buildApp } from "./app";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./jobs/scheduled";
import { metered, meterResponse } from "./bench/meter";

export { AccountDO } from "./account/object";

const app = buildApp();

export default {
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/__meter") return meterResponse(env);
    return app.fetch(request, metered(env), ctx);
  },
  queue: (batch, env, ctx) => handleQueue(batch, metered(env), ctx),
  scheduled: (controller, env, ctx) => handleScheduled(controller, metered(env), ctx),
} satisfies ExportedHandler<Env>;
