// The event stream's key check interval as a rule: the configured heartbeat, bounded so that one
// interval plus one key check never exceeds the 30 s a revoked key's stream may outlive it.
import { describe, expect, it } from "vitest";
import { heartbeatMsFrom, keyCheckMs, revocationWorstCaseMs, STREAM_REVOCATION_MS } from "../../src/routes/events/stream";

describe("the stream's key check interval", () => {
  it("is the heartbeat, but never so long that a revoked key's stream outlives 30 s", () => {
    expect(STREAM_REVOCATION_MS).toBe(30_000);
    for (const seconds of ["1", "20", "25", "26", "60", "3600", "", "nonsense"]) {
      const heartbeat = heartbeatMsFrom({ EVENT_STREAM_HEARTBEAT_SECONDS: seconds });
      expect(keyCheckMs(heartbeat), seconds).toBeLessThanOrEqual(heartbeat);
      expect(revocationWorstCaseMs(heartbeat), seconds).toBeLessThanOrEqual(STREAM_REVOCATION_MS);
    }
    // the default keeps its 20 s heartbeat
    expect(keyCheckMs(heartbeatMsFrom({}))).toBe(20_000);
    expect(keyCheckMs(heartbeatMsFrom({ EVENT_STREAM_HEARTBEAT_SECONDS: "1" }))).toBe(1_000);
  });
});
