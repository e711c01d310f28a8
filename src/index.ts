// Worker entry: HTTP, queue consumers and cron sweeps, plus the Durable Object class.
import { buildApp } from "./app";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./jobs/scheduled";

export { AccountDO } from "./account/object";

const app = buildApp();

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
