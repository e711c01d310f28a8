// Helpers the fake suppliers share: JSON answers, and a hang that only ends when the caller
// gives up (the request's abort signal), so a timeout is really exercised.
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export function hangUntilAborted(req: Request): Promise<Response> {
  return new Promise((_, reject) => {
    const fail = () => reject(req.signal.reason ?? new DOMException("aborted", "AbortError"));
    if (req.signal.aborted) fail();
    else req.signal.addEventListener("abort", fail, { once: true });
  });
}

/** A one-shot fault for the next matching call. */
export type Fault =
  | { kind: "hang" }
  | { kind: "status"; status: number; body: unknown; headers?: Record<string, string> };

export type Handler = (req: Request) => Promise<Response>;

/**
 * Replaces the global fetch with a router to the fakes by origin; anything else is refused,
 * as the test runner's outbound service would. Returns the calls made, for assertions.
 */
export function routeFetch(spyOn: (fn: typeof fetch) => void, routes: Record<string, Handler>): { calls: { method: string; url: string }[] } {
  const calls: { method: string; url: string }[] = [];
  spyOn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const handler = routes[new URL(req.url).origin];
    calls.push({ method: req.method, url: req.url });
    if (!handler) return new Response("outbound network disabled in tests", { status: 599 });
    return handler(req);
  });
  return { calls };
}
