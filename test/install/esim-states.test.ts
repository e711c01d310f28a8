// The traveller's page follows the eSIM's states, in every language: installed ("no need to scan
// again", the install part folded away), paused while suspended (whom to contact, nothing to
// install), and gone once revoked: 410, branded, "This eSIM was deactivated".
import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { key } from "../support/money";
import { control, NEVER_INSTALLED, soldEsim } from "../support/esim";
import { LANGUAGES } from "../../src/i18n";
import { installPage } from "../../src/i18n/install-page";
import { all, parseHtml, textOf } from "../support/html";

const pathOf = (order: { deliverable: Record<string, unknown> | null }) => new URL(order.deliverable!.install_url as string).pathname;
const open = async (path: string) => {
  const res = await call(path, { key: null });
  return { ...res, words: textOf(all(parseHtml(res.text), (e) => e.tag === "body")[0]!).replace(/\s+/g, " ") };
};
const brand = (apiKey: string) => call("/v1/brand", { key: apiKey, method: "PUT", body: { display_name: "Kestrel Voyages", primary_color: "#0B5CAD" } });

describe("the traveller's page and the eSIM's states", () => {
  it("installed: says so and that no second scan is needed, in every language, with the install part folded away", async () => {
    const { order } = await soldEsim();
    for (const lang of LANGUAGES) {
      const page = await open(`${pathOf(order)}?lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-esim="installed"');
      expect(page.words).toContain(installPage[lang].installed_heading);
      expect(page.words).toContain(installPage[lang].installed_text.replace(/\s+/g, " "));
      expect(page.text).toMatch(/<details class="install-again">/);
    }
  });

  it("not installed yet: the install part is open as before, and no installed note", async () => {
    const { order } = await soldEsim(NEVER_INSTALLED);
    const page = await open(pathOf(order));
    expect(page.text).not.toContain('data-esim="installed"');
    expect(page.text).not.toContain("install-again");
    expect(page.text).toContain('id="qr-code"');
  });

  it("paused while suspended: whom to contact, no install part; back to normal once resumed", async () => {
    const { acct, orderId, order } = await soldEsim();
    expect((await brand(acct.key)).status).toBe(200);
    expect((await control(acct.key, orderId, "suspend")).status).toBe(200);
    for (const lang of LANGUAGES) {
      const page = await open(`${pathOf(order)}?lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.words).toContain(installPage[lang].paused_brand.replace("{brand}", "Kestrel Voyages"));
      expect(page.words).toContain(installPage[lang].status_paused);
      expect(page.text).not.toContain('id="qr-code"');
    }
    expect((await control(acct.key, orderId, "resume")).status).toBe(200);
    expect((await open(pathOf(order))).text).not.toContain('data-esim="paused"');
  });

  it("revoked: 410 in every language, branded, 'This eSIM was deactivated', nothing of the profile", async () => {
    const { acct, orderId, order } = await soldEsim();
    expect((await brand(acct.key)).status).toBe(200);
    expect((await call(`/v1/orders/${orderId}/esim/revoke`, { key: acct.key, body: { reason: "abuse" }, idem: key("v") })).status).toBe(200);
    for (const lang of LANGUAGES) {
      const page = await open(`${pathOf(order)}?lang=${lang}`);
      expect(page.status).toBe(410);
      expect(page.words).toContain(installPage[lang].revoked_heading);
      expect(page.words).toContain(installPage[lang].cancelled_contact_brand.replace("{brand}", "Kestrel Voyages"));
      expect(page.text).not.toContain("LPA:");
      expect(page.text).not.toContain("data-copy");
    }
  });
});
