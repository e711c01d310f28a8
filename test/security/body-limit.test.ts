// A body without a Content-Length (chunked) must stop being read at the 64 KiB cap, not be
// buffered whole first: otherwise any caller can make an isolate hold an unbounded body.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, expectError, type Reply } from "../support/api";

const CHUNK = 16 * 1024;
const TOTAL = 8 * 1024 * 1024;

/** Posts a chunked body of TOTAL bytes and reports how many bytes the app pulled. */
async function postChunked(path: string, headers: Record<string, string> = {}): Promise<{ res: Reply; pulled: number; cancelled: boolean }> {
  let pulled = 0;
  let cancelled = false;
  const chunk = new TextEncoder().encode(" ".repeat(CHUNK));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= TOTAL) return controller.close();
      pulled += CHUNK;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  const raw = await exports.default.fetch(
    new Request(`http://svc.test${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } }),
  );
  const text = await raw.text();
  return { res: { status: raw.status, body: JSON.parse(text), headers: raw.headers, text }, pulled, cancelled };
}

describe("request body cap on streamed bodies", () => {
  it("answers 413 to an oversized chunked provider webhook without reading it all", async () => {
    const { res, pulled } = await postChunked("/hooks/sandbox/test");
    expectError(res, 413, "payload_too_large");
    expect(pulled).toBeLessThan(TOTAL / 4);
  });

  it("answers 413 to an oversized chunked API body without reading it all", async () => {
    const { res, pulled } = await postChunked("/admin/v1/accounts", { authorization: `Bearer ${ADMIN_TOKEN}` });
    expectError(res, 413, "payload_too_large");
    expect(pulled).toBeLessThan(TOTAL / 4);
  });
});
