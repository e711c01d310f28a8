// Deployed environments suffix their queue names; the consumer still recognises each queue.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleQueue } from "../../src/jobs/queue";
import { baseQueueName } from "../../src/jobs/queue-names";

function batch(queue: string) {
  const msg = { id: "m1", body: { order_id: "ord_x" }, attempts: 1, timestamp: new Date(), ack: vi.fn(), retry: vi.fn() };
  return { msg, batch: { queue, messages: [msg] } as unknown as MessageBatch };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("queue names", () => {
  it("strip the environment suffix and nothing else", () => {
    expect(baseQueueName("pc-webhooks-staging")).toBe("pc-webhooks");
    expect(baseQueueName("pc-dead-letters-production")).toBe("pc-dead-letters");
    expect(baseQueueName("pc-webhooks")).toBe("pc-webhooks");
    expect(baseQueueName("pc-staging-events")).toBe("pc-staging-events");
  });

  it("route a suffixed queue to its consumer: dead letters are logged and acknowledged", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { msg, batch: b } = batch("pc-dead-letters-staging");
    await handleQueue(b, env, {} as ExecutionContext);
    expect(msg.ack).toHaveBeenCalledOnce();
    expect(msg.retry).not.toHaveBeenCalled();
  });

  it("leave a queue nobody consumes for later", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { msg, batch: b } = batch("pc-unknown-staging");
    await handleQueue(b, env, {} as ExecutionContext);
    expect(msg.retry).toHaveBeenCalledOnce();
  });
});
