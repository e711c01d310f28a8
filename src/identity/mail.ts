// Mail goes through one interface. In production it is sent by Resend's HTTP API (MAIL_PROVIDER
// "resend", the RESEND_API_KEY secret, MAIL_FROM a sender on a domain verified with Resend);
// locally and in tests (MAIL_PROVIDER "outbox") it is written to the D1 outbox, which `npm start`
// prints and GET /admin/v1/outbox lists. Messages are plain text. Every link in a mail starts with
// PUBLIC_BASE_URL (mailLinkBase), never with the Host a request came in on; while it is not set, a
// mail with a link is refused. A name someone chose (an account's, an operator's) appears only in
// a body, quoted and flattened (quotedName), never in a subject.
import { and, desc, lt } from "drizzle-orm";
import { db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { ApiError } from "../http/errors";
import { newId } from "../lib/ids";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Refused: a mail with a link while PUBLIC_BASE_URL is not set to an http(s) origin. */
export class MailLinksUnavailable extends ApiError {
  /** What a page tells its visitor (the cause, which is the operators' to fix, goes to the log). */
  static readonly ANSWER = "Mail with links cannot be sent from this service right now, so nothing was sent. Try again later.";
  constructor() {
    super("internal_error", "Mail with a link cannot be sent: PUBLIC_BASE_URL is not set to this environment's public origin, and links in mail are never built from a request's Host.");
  }
}

/** The origin every link in a mail starts with: PUBLIC_BASE_URL's, or MailLinksUnavailable. */
export function mailLinkBase(env: Env): string {
  const raw = (env.PUBLIC_BASE_URL ?? "").trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MailLinksUnavailable();
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new MailLinksUnavailable();
  return url.origin;
}

/** How many characters of a chosen name a mail quotes. */
export const MAIL_NAME_MAX = 60;

/**
 * A name someone chose, fit to quote in a mail's body: control, format (bidirectional overrides,
 * zero-width) and line-separator characters become spaces, runs of spaces one, double quotes
 * single ones (so it cannot close its quotes), at most MAIL_NAME_MAX characters; in double quotes.
 */
export function quotedName(name: string, max = MAIL_NAME_MAX): string {
  const flat = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/["\u201C\u201D\u201E\u00AB\u00BB]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...flat];
  const cut = chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}\u2026` : flat;
  return `"${cut || "(no name)"}"`;
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
