// What the dashboard's tests share: a signed-up partner with their account id and test key, the
// account's id read from the API, and the hidden fields of a rendered form.
import { env } from "cloudflare:test";
import { call } from "../support/api";
import { Browser, signUp } from "../identity/browser";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";

export async function partner() {
  const b = new Browser();
  const { key, email } = await signUp(b);
  const account = await call<RetrieveAccountResponse>("/v1/account", { key: key! });
  return { b, key: key!, email, accountId: account.body.id };
}

export async function grantLiveAccess(accountId: string): Promise<void> {
  await env.DB.prepare("UPDATE accounts SET live_access = 1, kyb_state = 'approved' WHERE id = ?").bind(accountId).run();
}

/** The fields of the form posting to `action` on a page, as a browser would send them. */
export function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(m[1]!)?.[1] ?? "";
    if (name) fields[name] = value.replace(/&amp;/g, "&");
  }
  return fields;
}
