// Restricted keys in tests: keys made with given permissions and addresses (through the same step
// every door uses), requests sent from a given client address, and the shared check that runs a
// route's role tests: a key without the route's permission is refused 403 permission_denied, and
// every key in the table of keys that must pass gets past the permission check.
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { issueKey } from "../../src/accounts/keys";
import { firstMissing, missingAccessMessage, RESOURCE_LEVELS, RESOURCES, type Access, type Permissions, type RouteAccess } from "../../src/domain/key-permissions";
import type { Reply } from "./api";

export async function restrictedKey(accountId: string, permissions: Permissions | null, allowedIps: string[] | null = null, mode: "test" | "live" = "test"): Promise<string> {
  return (await issueKey(env, accountId, mode, { permissions, allowedIps })).secret!;
}

/** One request as a partner's client sends it, from `ip` when given; an event stream's body is cancelled, never read. */
export async function send(path: string, opts: { method?: string; key?: string; ip?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers = new Headers(opts.headers);
  if (opts.key) headers.set("authorization", `Bearer ${opts.key}`);
  if (opts.ip) headers.set("cf-connecting-ip", opts.ip);
  if (opts.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const res = await exports.default.fetch(new Request(`http://svc.test${path}`, { method: opts.method ?? "GET", headers, body: opts.body }));
  if (!(res.headers.get("content-type") ?? "").includes("json")) {
    await res.body?.cancel();
    return { status: res.status, body: undefined, headers: res.headers, text: "" };
  }
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers, text };
}

const code = (r: Reply) => (r.body as { error?: { code?: string } } | undefined)?.error?.code;

/** Every grantable level of every resource except `resource`: the most a key can hold without it. */
export function everythingBut(resource: string): Permissions {
  const p: Permissions = {};
  for (const r of RESOURCES) if (r !== resource) p[r] = RESOURCE_LEVELS[r].at(-1)!;
  return p;
}

/** The keys a route must refuse (each missing one access it needs) and the keys it must let past the permission check. */
export function roleTable(route: RouteAccess): { refused: { label: string; permissions: Permissions }[]; passing: { label: string; permissions: Permissions | null }[] } {
  const needs = ([] as Access[]).concat(route);
  const levels = (r: Access["resource"]) => RESOURCE_LEVELS[r] as readonly string[];
  const refused: { label: string; permissions: Permissions }[] = [{ label: "no access at all", permissions: {} }];
  for (const access of needs) {
    refused.push({ label: `everything but ${access.resource}`, permissions: everythingBut(access.resource) });
    if (access.level === "write" && levels(access.resource).includes("read")) {
      refused.push({ label: `${access.resource} read only`, permissions: { ...everythingBut(access.resource), [access.resource]: "read" } });
    }
  }
  const passing: { label: string; permissions: Permissions | null }[] = [{ label: "full access", permissions: null }];
  const words = needs.map((a) => `${a.resource} ${a.level}`).join(" and ");
  if (needs.every((a) => levels(a.resource).includes(a.level))) {
    passing.push({ label: `exactly ${words}`, permissions: Object.fromEntries(needs.map((a) => [a.resource, a.level])) });
    // write includes read
    const upgraded = needs.map((a) => (a.level === "read" && levels(a.resource).includes("write") ? { ...a, level: "write" as const } : a));
    if (upgraded.some((a, i) => a.level !== needs[i]!.level)) {
      passing.push({ label: `${words}, write where a read is needed`, permissions: Object.fromEntries(upgraded.map((a) => [a.resource, a.level])) });
    }
  }
  return { refused, passing };
}

/** Runs a route's role tests with the keys `keyFor` makes (cached by the caller). */
export async function checkRouteAccess(
  route: { method: string; path: string; url: string },
  access: RouteAccess,
  keyFor: (permissions: Permissions | null) => Promise<string>,
): Promise<void> {
  const body = route.method === "POST" || route.method === "PUT" ? "{}" : undefined;
  const { refused, passing } = roleTable(access);
  for (const k of refused) {
    const r = await send(route.url, { method: route.method, key: await keyFor(k.permissions), body });
    expect({ route: `${route.method} ${route.path}`, key: k.label, status: r.status, code: code(r) }).toEqual({
      route: `${route.method} ${route.path}`,
      key: k.label,
      status: 403,
      code: "permission_denied",
    });
    const message = (r.body as { error: { message: string } }).error.message;
    expect(message).toBe(missingAccessMessage(firstMissing(k.permissions, access)!));
  }
  for (const k of passing) {
    const r = await send(route.url, { method: route.method, key: await keyFor(k.permissions), body });
    expect({ route: `${route.method} ${route.path}`, key: k.label, code: code(r) }).not.toEqual({ route: `${route.method} ${route.path}`, key: k.label, code: "permission_denied" });
    expect(r.status, `${route.method} ${route.path} with ${k.label}: ${r.text}`).not.toBe(500);
  }
}
