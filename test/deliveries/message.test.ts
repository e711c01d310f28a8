// The eSIM message itself: the brand (name, logo, colour, Reply-To its support email), the
// chosen language, a button to the eSIM page, the QR code as a PNG that decodes to the eSIM's
// own LPA string, the manual codes, a text part, every partner string escaped, and nothing that
// names the supplier. Then what the live mailer sends Resend: the brand's name before the
// service's own address, reply_to, the inline image by content_id, and the idempotency key.
import { decode as decodePng } from "fast-png";
import jsQR from "jsqr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEsimMessage, QR_CONTENT_ID, type EsimMessageInput } from "../../src/account-object/esim-message";
import { NO_BRAND, type Brand } from "../../src/account-object/brand";
import { LANGUAGES } from "../../src/i18n";
import { ESIM_MAIL } from "../../src/i18n/esim-mail";
import { qrPng } from "../../src/lib/qr";
import { MailRefused, ResendMailer, RESEND_URL } from "../../src/identity/mail";

afterEach(() => vi.restoreAllMocks());

const LPA = "LPA:1$rsp.example.net$JQ-209U6H-6I82J";
const BRAND: Brand = {
  display_name: "Wander <b>&</b> Co",
  logo: { key: `${"a".repeat(64)}.png`, width: 200, height: 100 },
  primary_color: "#7a1fa2",
  support_email: "help@wander.example",
  support_url: "https://wander.example/help?a=1&b=2",
  support_phone: "+14155550123",
  default_language: "es",
  notify_traveller: false,
  updated_at: 0,
};

const input = (over: Partial<EsimMessageInput> = {}): EsimMessageInput => ({
  language: "en",
  brand: BRAND,
  plan: "United States 1 GB <7 days>",
  installUrl: "https://svc.example/install/abc123",
  assetOrigin: "https://svc.example",
  profile: { lpa: LPA, iccid: "8944500000000000001", smdp_address: "rsp.example.net", activation_code: "JQ-209U6H-6I82J", confirmation_code: "4321" },
  ...over,
});

function readQr(png: Uint8Array): string | null {
  const img = decodePng(png);
  const rgba = new Uint8ClampedArray(img.width * img.height * 4);
  for (let i = 0; i < img.width * img.height; i++) {
    const v = Number(img.data[i * img.channels]);
    rgba.set([v, v, v, 255], i * 4);
  }
  return jsQR(rgba, img.width, img.height)?.data ?? null;
}

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

describe("the eSIM message", () => {
  it("carries the brand, the button to the eSIM page, the codes and a text part, all escaped", () => {
    const m = renderEsimMessage(input());
    expect(m.from_name).toBe("Wander b & /b Co");
    expect(m.reply_to).toBe("help@wander.example");
    expect(m.subject).toBe("Your eSIM from Wander b & /b Co is ready");
    // partner strings never become markup
    expect(m.html).not.toContain("<b>");
    expect(m.html).toContain("United States 1 GB &lt;7 days&gt;");
    expect(m.html).toContain('href="https://wander.example/help?a=1&amp;b=2"');
    expect(m.html).toContain(`src="https://svc.example/brand-assets/${"a".repeat(64)}.png"`);
    expect(m.html).toContain("background:#7a1fa2");
    expect(m.html).toContain('href="https://svc.example/install/abc123"');
    expect(m.html).toContain(`src="cid:${QR_CONTENT_ID}"`);
    expect(m.html).toContain('href="mailto:help@wander.example"');
    expect(m.html).toContain('href="tel:+14155550123"');
    for (const code of ["rsp.example.net", "JQ-209U6H-6I82J", "4321", "8944500000000000001"]) {
      expect(m.html).toContain(code);
      expect(m.text).toContain(code);
    }
    expect(m.text).toContain("Open your eSIM page: https://svc.example/install/abc123");
    expect(m.text).toContain("United States 1 GB <7 days>");
    expect(m.text).not.toContain("<td");
  });

  it("names no supplier", () => {
    const m = renderEsimMessage(input());
    for (const part of [m.subject, m.html, m.text, m.from_name ?? ""]) expect(part).not.toMatch(/airalo|reloadly|sandbox|supplier/i);
  });

  it("has an inline PNG QR code that decodes to the eSIM's LPA string", () => {
    const m = renderEsimMessage(input());
    expect(m.attachments).toHaveLength(1);
    const [a] = m.attachments;
    expect(a).toMatchObject({ content_type: "image/png", content_id: QR_CONTENT_ID, filename: "esim-qr.png" });
    const png = fromBase64(a!.content);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(readQr(png)).toBe(LPA);
    // a reader that notices another code
    expect(readQr(qrPng("LPA:1$a.example$X"))).toBe("LPA:1$a.example$X");
    expect(readQr(qrPng("LPA:1$a.example$X"))).not.toBe(LPA);
  });

  it("speaks every language, with its own subject and <html lang>", () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const m = renderEsimMessage(input({ language, brand: NO_BRAND }));
      expect(m.html).toContain(`<html lang="${language}">`);
      expect(m.subject).toBe(ESIM_MAIL[language].subject);
      subjects.add(m.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("every language has every message of English's, and no other", () => {
    const ids = Object.keys(ESIM_MAIL.en).sort();
    for (const language of LANGUAGES) expect(Object.keys(ESIM_MAIL[language]).sort(), language).toEqual(ids);
  });

  it("without a brand: no logo, no display name, no Reply-To, the neutral subject", () => {
    const m = renderEsimMessage(input({ brand: NO_BRAND }));
    expect(m.from_name).toBeNull();
    expect(m.reply_to).toBeNull();
    expect(m.subject).toBe("Your eSIM is ready");
    expect(m.html).not.toContain("/brand-assets/");
    expect(m.html).not.toContain("Need help?");
  });
});

describe("the live mailer (Resend)", () => {
  it("sends the brand's name before the service's address, reply_to, the HTML and text, the inline image and the idempotency key", async () => {
    const seen: { url: string; headers: Headers; body: any }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
      seen.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
      return Response.json({ id: "re_1" });
    });
    const m = renderEsimMessage(input());
    await new ResendMailer("re_key", "Partner Commerce <no-reply@mail.example>").send({
      to: "t@example.com", subject: m.subject, text: m.text, html: m.html, from_name: m.from_name, reply_to: m.reply_to, attachments: m.attachments,
      idempotency_key: "dlv_1",
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(RESEND_URL);
    expect(seen[0]!.headers.get("idempotency-key")).toBe("dlv_1");
    expect(seen[0]!.body).toMatchObject({
      from: '"Wander b & /b Co" <no-reply@mail.example>',
      to: ["t@example.com"],
      reply_to: "help@wander.example",
      subject: m.subject,
      html: m.html,
      text: m.text,
      attachments: [{ filename: "esim-qr.png", content_type: "image/png", content_id: QR_CONTENT_ID, content: m.attachments[0]!.content }],
    });
  });

  it("tells a refusal (a 4xx) from a failure worth retrying (429, 5xx)", async () => {
    const mailer = new ResendMailer("re_key", "no-reply@mail.example");
    const mail = { to: "t@example.com", subject: "s", text: "t" };
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ name: "validation_error" }, { status: 422 }));
    await expect(mailer.send(mail)).rejects.toBeInstanceOf(MailRefused);
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("slow down", { status: 429 }));
    const busy = await mailer.send(mail).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(MailRefused);
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("oops", { status: 503 }));
    expect(await mailer.send(mail).catch((e: unknown) => e)).not.toBeInstanceOf(MailRefused);
  });
});
