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
  /** an HTML part beside the text (the eSIM message); the identity mails are text only */
  html?: string;
  /** a display name before MAIL_FROM's own address (a partner's brand); MAIL_FROM's own name otherwise */
  from_name?: string | null;
  /** where replies go (a partner's support email) */
  reply_to?: string | null;
  /** inline images, shown in the HTML as `cid:<content_id>`; content in base64 */
  attachments?: { filename: string; content_type: string; content_id: string; content: string }[];
  /**
   * the same key on a second send of the same mail (a retry after a crash or a lost answer)
   * sends nothing more: Resend keeps it 24 hours; the outbox uses it as the row's id
   */
  idempotency_key?: string;
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

/**
 * The provider refused the mail for good (a 4xx other than a conflict or a rate limit: a bad
 * address, a rejected sender): sending it again would be refused again. Anything else thrown by
 * send may be transient.
 */
export class MailRefused extends Error {
  constructor(readonly status: number, readonly reason: string) {
    super(`mail provider refused the mail (${status}): ${reason}`);
  }
}

/** MAIL_FROM with another display name before its address: `"Name" <address>`. */
export function fromWithName(from: string, name: string | null | undefined): string {
  if (!name) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const clean = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>\\]+/gu, " ").replace(/\s+/g, " ").trim();
  return clean ? `"${clean}" <${address}>` : from;
}

export class OutboxMailer implements Mailer {
  constructor(private readonly env: Env) {}
  async send(mail: Mail): Promise<void> {
    // the outbox keeps what a reader of `npm start` needs: recipient, subject, text
    await db(this.env)
      .insert(mailOutbox)
      .values({ id: mail.idempotency_key ?? newId("mail"), to: mail.to, subject: mail.subject, text: mail.text, createdAt: Date.now() })
      .onConflictDoNothing();
  }
}

export class ResendMailer implements Mailer {
  constructor(private readonly apiKey: string, private readonly from: string) {}
  async send(mail: Mail): Promise<void> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}`, "content-type": "application/json" };
    if (mail.idempotency_key) headers["idempotency-key"] = mail.idempotency_key;
    const res = await fetch(RESEND_URL, {
      method: "POST",
      headers,
      body: JSON.stringify({
        from: fromWithName(this.from, mail.from_name),
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.reply_to ? { reply_to: mail.reply_to } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) return;
    const detail = (await res.text()).slice(0, 200);
    // 409: the same idempotency key in flight or with another body; 408/429: later
    if (res.status >= 400 && res.status < 500 && ![408, 409, 429].includes(res.status)) throw new MailRefused(res.status, detail);
    throw new Error(`mail provider answered ${res.status}: ${detail}`);
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
