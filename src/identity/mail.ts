// Mail goes through one interface. In production it is sent by Resend's HTTP API (MAIL_PROVIDER
// "resend", the RESEND_API_KEY secret, MAIL_FROM a sender on a domain verified with Resend);
// locally and in tests (MAIL_PROVIDER "outbox") it is written to the D1 outbox, which `npm start`
// prints and GET /admin/v1/outbox lists. Messages are plain text: a subject and a link.
import { and, desc, lt } from "drizzle-orm";
import { db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { newId } from "../lib/ids";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const RESEND_URL = "https://api.resend.com/emails";

export class OutboxMailer implements Mailer {
  constructor(private readonly env: Env) {}
  async send(mail: Mail): Promise<void> {
    await db(this.env).insert(mailOutbox).values({ id: newId("mail"), ...mail, createdAt: Date.now() });
  }
}

export class ResendMailer implements Mailer {
  constructor(private readonly apiKey: string, private readonly from: string) {}
  async send(mail: Mail): Promise<void> {
    const res = await fetch(RESEND_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${this.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ from: this.from, to: [mail.to], subject: mail.subject, text: mail.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`mail provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

export function mailerFor(env: Env): Mailer {
  if (env.MAIL_PROVIDER === "resend") {
    const key = (env as unknown as { RESEND_API_KEY?: string }).RESEND_API_KEY;
    if (!key) throw new Error("MAIL_PROVIDER is resend but the RESEND_API_KEY secret is not set");
    return new ResendMailer(key, env.MAIL_FROM);
  }
  return new OutboxMailer(env);
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox, newest first, for the operator API and `npm start`. */
export function listOutbox(env: Env, page: { limit: number; after?: string }): Promise<OutboxRow[]> {
  const where = page.after !== undefined ? [lt(mailOutbox.id, page.after)] : [];
  return db(env).select().from(mailOutbox).where(and(...where)).orderBy(desc(mailOutbox.id)).limit(page.limit + 1).all();
}
