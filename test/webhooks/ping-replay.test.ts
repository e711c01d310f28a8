// Ping, replay and secret rotation.
import { describe, expect, it } from "vitest";
import { call, expectError, newAccount } from "../support/api";
import {
  createEndpoint, deliveries, expectNotSignedBy, expectSignedBy, fireEvent, hang, logUntil, receiver, received, sleep, status,
} from "./support";
import type { ListEventsResponse } from "../../src/routes/events/list";
import type { ReplayEventResponse } from "../../src/routes/events/replay";
import type { RetrieveEventResponse } from "../../src/routes/events/retrieve";
import type { DeleteWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/delete";
import type { PingWebhookEndpointResponse } from "../../src/routes/webhook-endpoints/ping";
import type { RotateWebhookSecretResponse } from "../../src/routes/webhook-endpoints/rotate-secret";

describe.concurrent("webhook operations", () => {
  describe("ping", () => {
    it("delivers a ping at once, whatever enabled_events says, and answers with the attempt", async () => {
      const acct = await newAccount();
      const r = receiver();
      const bystander = receiver();
      const ep = await createEndpoint(acct.key, { url: r.url, enabled_events: ["order.failed"] });
      await createEndpoint(acct.key, { url: bystander.url });

      const res = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        object: "webhook_delivery",
        event_type: "ping",
        attempt: 1,
        status: "succeeded",
        response_status: 200,
        error: null,
        next_attempt_at: null,
      });
      // delivered before the answer came back
      expect(r.received).toHaveLength(1);
      const sent = JSON.parse(r.received[0]!.body);
      expect(sent).toMatchObject({ id: res.body.event_id, object: "event", type: "ping", livemode: false });
      const { secret: _secret, ...withoutSecret } = ep;
      expect(sent.data.object).toEqual(withoutSecret);
      expect(r.received[0]!.body).not.toContain("whsec_");
      await expectSignedBy(r.received[0]!, ep.secret);
      expect((await call<RetrieveEventResponse>(`/v1/events/${sent.id}`, { key: acct.key })).body).toEqual(sent);
      expect(await deliveries(acct.key, ep.id)).toEqual([res.body]);

      // the ping is for its own endpoint only: a "*" endpoint gets the next event and no ping
      await fireEvent(acct.key);
      const [first] = await received(bystander, 1);
      await sleep(1000);
      expect(bystander.received).toHaveLength(1);
      expect(JSON.parse(first!.body).type).toBe("credit.updated");
      expect(r.received).toHaveLength(1);
    });

    it("answers a failed ping with the failure and retries it on the schedule", async () => {
      const acct = await newAccount();
      const r = receiver(status(500));
      const ep = await createEndpoint(acct.key, { url: r.url });
      const res = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      expect(res.body).toMatchObject({ attempt: 1, status: "failed", response_status: 500, error: "receiver answered HTTP 500" });
      expect(Date.parse(res.body.next_attempt_at!)).toBeGreaterThan(Date.now() - 2000);
      const got = await received(r, 2);
      expect(got[1]!.body).toBe(got[0]!.body);
      const log = await logUntil(acct.key, ep.id, (items) => items.length >= 2 && items[1].status === "failed");
      expect(log.at(-1)).toEqual(res.body);
    });

    it("gives up on a receiver that does not answer within the timeout", async () => {
      const acct = await newAccount();
      const r = receiver(hang);
      const ep = await createEndpoint(acct.key, { url: r.url });
      const started = Date.now();
      const res = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.body).toMatchObject({ status: "failed", response_status: null, error: "no answer within 1000 ms" });
      expect(res.body.duration_ms).toBeGreaterThanOrEqual(900);
      // stop the retries
      await call<DeleteWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}`, { key: acct.key, method: "DELETE" });
    });

    it("is 404 for an unknown endpoint", async () => {
      const acct = await newAccount();
      expectError(await call("/v1/webhook_endpoints/we_01JX0000000000000000000000/ping", { key: acct.key, method: "POST" }), 404, "resource_not_found");
    });
  });

  describe("replay", () => {
    it("re-delivers an event with its original id and body to the endpoints subscribed now", async () => {
      const acct = await newAccount();
      const r = receiver();
      const ep = await createEndpoint(acct.key, { url: r.url });
      const other = receiver();
      const epOrders = await createEndpoint(acct.key, { url: other.url, enabled_events: ["order.fulfilled"] });
      await fireEvent(acct.key);
      const [original] = await received(r, 1);
      const event = JSON.parse(original!.body);
      // subscribed after the event fired: a replay reaches it too
      const late = receiver();
      const epLate = await createEndpoint(acct.key, { url: late.url, enabled_events: ["credit.updated"] });

      const res = await call<ReplayEventResponse>(`/v1/events/${event!.id}/replay`, { key: acct.key, method: "POST" });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ object: "list", has_more: false, next_cursor: null });
      expect(res.body.data).toHaveLength(2);
      for (const d of res.body.data) expect(d).toMatchObject({ object: "webhook_delivery", event_id: event.id, attempt: 1, status: "pending" });

      const [, again] = await received(r, 2);
      expect(again!.body).toBe(original!.body);
      await expectSignedBy(again!, ep.secret);
      const [lateGot] = await received(late, 1);
      expect(lateGot!.body).toBe(original!.body);
      await expectSignedBy(lateGot!, epLate.secret);
      const log = await logUntil(acct.key, ep.id, (items) => items.length === 2 && items.every((d) => d.status === "succeeded"));
      expect(log.map((d) => d.event_id)).toEqual([event.id, event.id]);
      expect(await deliveries(acct.key, epOrders.id)).toEqual([]);
      expect(other.received).toHaveLength(0);
    });

    it("replays a ping to its own endpoint only", async () => {
      const acct = await newAccount();
      const r = receiver();
      const bystander = receiver();
      const ep = await createEndpoint(acct.key, { url: r.url });
      await createEndpoint(acct.key, { url: bystander.url });
      const ping = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      const res = await call<ReplayEventResponse>(`/v1/events/${ping.body.event_id}/replay`, { key: acct.key, method: "POST" });
      expect(res.body.data).toHaveLength(1);
      const got = await received(r, 2);
      expect(got[1]!.body).toBe(got[0]!.body);
      await sleep(1000);
      expect(bystander.received).toHaveLength(0);
    });

    it("is 404 for an unknown event or another account's", async () => {
      const acct = await newAccount();
      const other = await newAccount();
      await fireEvent(other.key);
      const [event] = (await call<ListEventsResponse>("/v1/events", { key: other.key })).body.data;
      expectError(await call(`/v1/events/${event!.id}/replay`, { key: acct.key, method: "POST" }), 404, "resource_not_found");
      expectError(await call("/v1/events/evt_01JX0000000000000000000000/replay", { key: acct.key, method: "POST" }), 404, "resource_not_found");
      // with nothing subscribed, a replay queues nothing
      const res = await call<ReplayEventResponse>(`/v1/events/${event!.id}/replay`, { key: other.key, method: "POST" });
      expect(res.body).toEqual({ object: "list", data: [], has_more: false, next_cursor: null });
    });
  });

  describe("rotate_secret", () => {
    it("signs the next delivery with the new secret only", async () => {
      const acct = await newAccount();
      const r = receiver();
      const ep = await createEndpoint(acct.key, { url: r.url });
      await fireEvent(acct.key);
      const [before] = await received(r, 1);
      await expectSignedBy(before!, ep.secret);

      const rotated = (await call<RotateWebhookSecretResponse>(`/v1/webhook_endpoints/${ep.id}/rotate_secret`, { key: acct.key, method: "POST" })).body;
      await fireEvent(acct.key, 31);
      const [, after] = await received(r, 2);
      await expectSignedBy(after!, rotated.secret!);
      await expectNotSignedBy(after!, ep.secret);

      const ping = await call<PingWebhookEndpointResponse>(`/v1/webhook_endpoints/${ep.id}/ping`, { key: acct.key, method: "POST" });
      expect(ping.body.status).toBe("succeeded");
      await expectSignedBy(r.received[2]!, rotated.secret!);
      await expectNotSignedBy(r.received[2]!, ep.secret);
    });
  });
});
