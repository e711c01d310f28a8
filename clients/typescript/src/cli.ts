#!/usr/bin/env node
// The `partner-commerce` command. One subcommand today:
//   partner-commerce listen --forward-to URL [--events a,b] [--api-key KEY] [--base-url URL]
// The key also comes from PARTNER_COMMERCE_API_KEY, the base URL from PARTNER_COMMERCE_BASE_URL
// (default http://localhost:8787).
import { parseArgs } from "node:util";
import { listen, ListenAuthError, localSigningSecret } from "./listen.js";

const USAGE = `Usage: partner-commerce listen --forward-to URL [--events type,type] [--api-key KEY] [--base-url URL] [--last-event-id evt_…]

Streams your account's events (the key's mode) and forwards each to URL as a webhook delivery,
signed with a local secret printed at start (the same for every run with the same key).

  --forward-to URL     where to POST each event (e.g. http://localhost:3000/hooks)
  --events LIST        only forward these event types (comma separated; default all)
  --api-key KEY        svc_test_… or svc_live_… (default: $PARTNER_COMMERCE_API_KEY)
  --base-url URL       the API (default: $PARTNER_COMMERCE_BASE_URL or http://localhost:8787)
  --last-event-id ID   resume after this event (default: the last one forwarded with this key)`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "listen") {
    console.error(command === undefined || command === "--help" || command === "-h" ? USAGE : `Unknown command ${command}.\n\n${USAGE}`);
    return command === "--help" || command === "-h" ? 0 : 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        "forward-to": { type: "string" },
        events: { type: "string" },
        "api-key": { type: "string" },
        "base-url": { type: "string" },
        "last-event-id": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const apiKey = values["api-key"] ?? process.env.PARTNER_COMMERCE_API_KEY;
  const forwardTo = values["forward-to"];
  if (!apiKey || !forwardTo) {
    console.error(`${!apiKey ? "An API key is needed (--api-key or PARTNER_COMMERCE_API_KEY)." : "--forward-to is needed."}\n\n${USAGE}`);
    return 2;
  }
  const baseUrl = values["base-url"] ?? process.env.PARTNER_COMMERCE_BASE_URL ?? "http://localhost:8787";
  const events = values.events?.split(",").map((s) => s.trim()).filter(Boolean);

  console.log(`Your local webhook signing secret is ${await localSigningSecret(apiKey)} (the same on every run with this key).`);
  console.log(`Forwarding ${events?.length ? events.join(", ") : "all events"} from ${baseUrl} to ${forwardTo}. Ctrl-C stops.`);
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  process.once("SIGTERM", () => stop.abort());
  try {
    await listen({ apiKey, baseUrl, forwardTo, events, lastEventId: values["last-event-id"], signal: stop.signal });
    return 0;
  } catch (e) {
    console.error(e instanceof ListenAuthError ? `The API key was refused: ${e.message}` : String(e));
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
