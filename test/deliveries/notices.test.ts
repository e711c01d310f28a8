// Traveller notices (brand `notify_traveller`): an eSIM sent to its traveller also tells them, in
// the language it was sent in and under the brand, when 90 % of its data is used and when 1 day of
// validity is left, once each; test mode records them like any delivery and mails nothing. With
// the brand's switch off, or an eSIM never sent to anyone, nobody is told.
import { describe, expect, it } from "vitest";
import { call } from "../support/api";
import { eventually, key } from "../support/money";
import { control, soldEsim } from "../support/esim";
import type { ListDeliveriesResponse } from "../../src/routes/deliveries/list";

const DAY = 86_400;

const deliveriesOf = async (apiKey: string, orderId: string) =>
  (await call<ListDeliveriesResponse>(`/v1/orders/${orderId}/deliveries?limit=100`, { key: apiKey })).body.data;
const setUsage = (apiKey: string, orderId: string, percent: number) =>
  call(`/v1/test_helpers/orders/${orderId}/usage`, { key: apiKey, body: { data_used_percent: percent }, idem: key("u") });
const advance = (apiKey: string, seconds: number) => call("/v1/test_helpers/clock/advance", { key: apiKey, body: { seconds }, idem: key("clock") });

async function sentEsim(notify: boolean | null) {
  const sold = await soldEsim();
  const { acct, orderId } = sold;
  const brand = { display_name: "Kestrel Travel", ...(notify === null ? {} : { notify_traveller: notify }) };
  expect((await call("/v1/brand", { key: acct.key, method: "PUT", body: brand })).status).toBe(200);
  const sent = await call("/v1/orders/" + orderId + "/deliveries", { key: acct.key, body: { email: "ana@example.com", language: "es" }, idem: key("send") });
  expect(sent.status, sent.text).toBe(200);
  return sold;
}

describe("traveller notices", () => {
  it("tell the traveller of 90 % used and 1 day left, once each, in the delivery's language under the brand (recorded, never mailed)", async () => {
    const { acct, orderId } = await sentEsim(true);
    expect((await setUsage(acct.key, orderId, 80)).status).toBe(200);
    expect((await deliveriesOf(acct.key, orderId)).filter((d) => d.origin === "notice")).toEqual([]);
    expect((await setUsage(acct.key, orderId, 92)).status).toBe(200);
    const data = await eventually(() => deliveriesOf(acct.key, orderId), (d) => d.some((x) => x.origin === "notice" && x.status !== "sending"));
    expect(data.filter((d) => d.origin === "notice")).toEqual([
      expect.objectContaining({ origin: "notice", notice: "90%", email: "ana@example.com", language: "es", status: "sent" }),
    ]);
    const notice = data.find((d) => d.origin === "notice")!;
    const preview = await call(`/v1/orders/${orderId}/deliveries/${notice.id}/preview`, { key: acct.key });
    expect(preview.text).toContain("Has usado el 90 % de los datos de tu eSIM");
    expect(preview.text).toContain("Kestrel Travel");
    // once: 95 % later adds nothing; the clock to 1 day before the end adds the validity notice
    expect((await setUsage(acct.key, orderId, 95)).status).toBe(200);
    expect((await advance(acct.key, 6 * DAY + 3600)).status).toBe(200);
    const all = await eventually(() => deliveriesOf(acct.key, orderId), (d) => d.filter((x) => x.origin === "notice").length === 2);
    expect(all.filter((d) => d.origin === "notice").map((d) => d.notice).sort()).toEqual(["1d", "90%"]);
    await advance(acct.key, 2 * DAY);
    expect((await deliveriesOf(acct.key, orderId)).filter((d) => d.origin === "notice")).toHaveLength(2);
  });

  it("tell nobody while the brand's switch is off (its default), or when the eSIM was never sent to anyone", async () => {
    const off = await sentEsim(null);
    expect((await setUsage(off.acct.key, off.orderId, 95)).status).toBe(200);
    expect((await deliveriesOf(off.acct.key, off.orderId)).filter((d) => d.origin === "notice")).toEqual([]);

    const { acct, orderId } = await soldEsim();
    expect((await call("/v1/brand", { key: acct.key, method: "PUT", body: { notify_traveller: true } })).status).toBe(200);
    expect((await setUsage(acct.key, orderId, 95)).status).toBe(200);
    expect(await deliveriesOf(acct.key, orderId)).toEqual([]);
  });

  it("tell nothing of a suspended eSIM: it uses no data, and no usage event fires", async () => {
    const { acct, orderId } = await sentEsim(true);
    expect((await control(acct.key, orderId, "suspend")).status).toBe(200);
    expect((await advance(acct.key, 6 * DAY + 3600)).status).toBe(200);
    expect((await deliveriesOf(acct.key, orderId)).filter((d) => d.origin === "notice")).toEqual([]);
  });
});
