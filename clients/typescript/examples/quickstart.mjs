// A runnable example of the installed package, on plain Node 22 (no TypeScript needed):
// receives webhooks on a local port, lists offers, funds the sandbox wallet, buys an eSIM from
// it, and verifies the webhook the purchase sends. Against a service running on your machine
// with ALLOW_PRIVATE_WEBHOOK_URLS=true (so it may deliver to 127.0.0.1):
//   PARTNER_COMMERCE_API_KEY=svc_test_… PARTNER_COMMERCE_BASE_URL=http://localhost:8787 node quickstart.mjs
import { createServer } from "node:http";
import { createPartnerCommerceClient, verifyWebhook } from "@partner-commerce/client";

const api = createPartnerCommerceClient({
  apiKey: process.env.PARTNER_COMMERCE_API_KEY,
  baseUrl: process.env.PARTNER_COMMERCE_BASE_URL ?? "http://localhost:8787",
});
const fail = (what, error) => {
  throw new Error(`${what}: ${error.error.code}: ${error.error.message}`);
};

// 1. a webhook receiver that checks every delivery's signature before trusting it
let secret = "";
let resolveVerified;
const verified = new Promise((resolve) => (resolveVerified = resolve));
const server = createServer((req, res) => {
  let raw = "";
  req.setEncoding("utf8").on("data", (chunk) => (raw += chunk));
  req.on("end", async () => {
    try {
      const event = await verifyWebhook(raw, req.headers["service-signature"], secret);
      res.writeHead(200).end("ok");
      if (event.type === "quote.fulfilled") resolveVerified(event);
    } catch (e) {
      res.writeHead(400).end(String(e));
    }
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const endpoint = await api.POST("/v1/webhook_endpoints", {
  body: { url: `http://127.0.0.1:${server.address().port}/hooks`, enabled_events: ["quote.fulfilled"] },
});
if (endpoint.error) fail("registering the webhook endpoint", endpoint.error);
secret = endpoint.data.secret;

// 2. offers for Japan
const offers = await api.GET("/v1/offers", { params: { query: { country: "JP" } } });
if (offers.error) fail("listing offers", offers.error);
const offer = offers.data.data[0];
console.log(`offers: ${offers.data.data.length}, buying ${offer.id} (${offer.name}) for ${offer.price.amount} ${offer.price.currency} minor units`);

// 3. sandbox money in, then the purchase (the client gives both an Idempotency-Key)
const funded = await api.POST("/v1/test_helpers/bank_transfers", { body: { amount: offer.price.amount } });
if (funded.error) fail("funding the sandbox wallet", funded.error);
const quote = await api.POST("/v1/quotes", { body: { offer_id: offer.id, payment_source: "wallet" } });
if (quote.error) fail("buying", quote.error);
console.log(`quote ${quote.data.id}: ${quote.data.status}, order ${quote.data.order_id}`);

// 4. the webhook it sends, verified
const timeout = setTimeout(() => {
  console.error("no verified quote.fulfilled webhook within 30 s");
  process.exit(1);
}, 30_000);
const event = await verified;
clearTimeout(timeout);
console.log(`verified webhook ${event.type} ${event.id}`);
server.close();
