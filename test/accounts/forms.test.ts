import { describe, expect, it } from "vitest";
import { admin, call, expectError, newAccount } from "../support/api";
import { ageOn, birthDateProblem, parseDate } from "../../src/accounts/forms";
import { KYB, KYC } from "./support";
import type { RetrieveAccountResponse } from "../../src/routes/account/retrieve";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { SubmitKycResponse } from "../../src/routes/account/submit-kyc";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";

/** An account whose KYB was approved, so the KYC form is in turn. */
async function awaitingKyc() {
  const acct = await newAccount();
  await call<SubmitKybResponse>("/v1/account/kyb", { key: acct.key, body: KYB });
  await admin<ApproveKybResponse>(`/admin/v1/accounts/${acct.id}/kyb/approve`, { method: "POST" });
  return acct;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

describe("KYB form validation", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing legal_name", { legal_name: undefined }, "parameter_missing", "legal_name"],
    ["blank legal_name", { legal_name: "   " }, "parameter_invalid", "legal_name"],
    ["legal_name of digits only", { legal_name: "12345" }, "parameter_invalid", "legal_name"],
    ["overlong legal_name", { legal_name: "A".repeat(201) }, "parameter_invalid", "legal_name"],
    ["control character in legal_name", { legal_name: "Roam\u0000 GmbH" }, "parameter_invalid", "legal_name"],
    ["missing registration_number", { registration_number: undefined }, "parameter_missing", "registration_number"],
    ["registration_number with symbols", { registration_number: "HRB<script>" }, "parameter_invalid", "registration_number"],
    ["overlong registration_number", { registration_number: "9".repeat(65) }, "parameter_invalid", "registration_number"],
    ["three-letter country", { country: "DEU" }, "parameter_invalid", "country"],
    ["unassigned country", { country: "UK" }, "parameter_invalid", "country"],
    ["numeric country", { country: 49 }, "parameter_invalid", "country"],
    ["missing address", { address: undefined }, "parameter_missing", "address"],
    ["overlong address", { address: "x".repeat(501) }, "parameter_invalid", "address"],
    ["website without scheme", { website: "roam.example.com" }, "parameter_invalid", "website"],
    ["ftp website", { website: "ftp://roam.example.com" }, "parameter_invalid", "website"],
    ["javascript website", { website: "javascript:alert(1)" }, "parameter_invalid", "website"],
    ["website on a bare IP", { website: "http://10.0.0.1/" }, "parameter_invalid", "website"],
    ["website with credentials", { website: "https://user:pw@roam.example.com" }, "parameter_invalid", "website"],
    ["unknown field", { vat_id: "DE123" }, "parameter_unknown", "vat_id"],
  ];
  for (const [what, change, code, param] of cases) {
    it(`answers 400 ${code} (${param}) for ${what}, and the account stays at none`, async () => {
      const { key } = await newAccount();
      const body = { ...KYB, ...change };
      expectError(await call("/v1/account/kyb", { key, body }), 400, code, param);
      expect((await call<RetrieveAccountResponse>("/v1/account", { key })).body.kyb_state).toBe("none");
    });
  }

  it("accepts a form without website, country in lower case, and an http:// website", async () => {
    const { key } = await newAccount();
    const { website: _w, ...noWebsite } = KYB;
    expect((await call<SubmitKybResponse>("/v1/account/kyb", { key, body: { ...noWebsite, country: "gb" } })).status).toBe(200);
    const other = await newAccount();
    expect((await call<SubmitKybResponse>("/v1/account/kyb", { key: other.key, body: { ...KYB, website: "http://roam.example.co.uk/about" } })).status).toBe(200);
  });
});

describe("KYC form validation", () => {
  const today = new Date();
  const eighteenTomorrow = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1));
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing full_name", { full_name: undefined }, "parameter_missing", "full_name"],
    ["blank full_name", { full_name: "" }, "parameter_invalid", "full_name"],
    ["date_of_birth in another format", { date_of_birth: "12/04/1985" }, "parameter_invalid", "date_of_birth"],
    ["date_of_birth that is no calendar date", { date_of_birth: "1985-02-30" }, "parameter_invalid", "date_of_birth"],
    ["date_of_birth with month 13", { date_of_birth: "1985-13-01" }, "parameter_invalid", "date_of_birth"],
    ["date_of_birth in the future", { date_of_birth: `${today.getUTCFullYear() + 1}-01-01` }, "parameter_invalid", "date_of_birth"],
    ["a person who turns 18 tomorrow", { date_of_birth: isoDate(eighteenTomorrow) }, "parameter_invalid", "date_of_birth"],
    ["an implausibly old date_of_birth", { date_of_birth: "1850-01-01" }, "parameter_invalid", "date_of_birth"],
    ["a timestamp as date_of_birth", { date_of_birth: "1985-04-12T00:00:00Z" }, "parameter_invalid", "date_of_birth"],
    ["three-letter nationality", { nationality: "DEU" }, "parameter_invalid", "nationality"],
    ["unassigned nationality", { nationality: "ZZ" }, "parameter_invalid", "nationality"],
    ["missing id_document_number", { id_document_number: undefined }, "parameter_missing", "id_document_number"],
    ["too short id_document_number", { id_document_number: "X1" }, "parameter_invalid", "id_document_number"],
    ["id_document_number with symbols", { id_document_number: "C01X<00>" }, "parameter_invalid", "id_document_number"],
    ["unknown field", { passport_scan: "..." }, "parameter_unknown", "passport_scan"],
  ];
  for (const [what, change, code, param] of cases) {
    it(`answers 400 ${code} (${param}) for ${what}, and the account stays at kyc_pending`, async () => {
      const { key } = await awaitingKyc();
      const res = await call<SubmitKycResponse>("/v1/account/kyc", { key, body: { ...KYC, ...change } });
      expectError(res, 400, code, param);
      expect((await call<RetrieveAccountResponse>("/v1/account", { key })).body.kyb_state).toBe("kyc_pending");
    });
  }

  it("never echoes the ID document number in a validation error", async () => {
    const { key } = await awaitingKyc();
    const res = await call<SubmitKycResponse>("/v1/account/kyc", { key, body: { ...KYC, id_document_number: "SECRET<99>" } });
    expectError(res, 400, "parameter_invalid", "id_document_number");
    expect(res.text).not.toContain("SECRET");
  });

  it("accepts a person who turned 18 today", async () => {
    const { key } = await awaitingKyc();
    const birthday = isoDate(new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate())));
    const res = await call<SubmitKycResponse>("/v1/account/kyc", { key, body: { ...KYC, date_of_birth: birthday } });
    expect(res.status).toBe(200);
    expect(res.body.kyb_state).toBe("kyc_submitted");
  });
});

describe("date rules", () => {
  it("reads calendar dates strictly, including leap days and early years", () => {
    expect(parseDate("2000-02-29")).toEqual({ y: 2000, m: 2, d: 29 });
    expect(parseDate("1900-02-29")).toBeNull();
    expect(parseDate("0050-01-01")).toEqual({ y: 50, m: 1, d: 1 });
    expect(parseDate("1985-4-12")).toBeNull();
  });

  it("counts completed years, with the birthday counting on the day", () => {
    const now = Date.UTC(2026, 10, 15, 12);
    expect(ageOn({ y: 2008, m: 11, d: 15 }, now)).toBe(18);
    expect(ageOn({ y: 2008, m: 11, d: 16 }, now)).toBe(17);
    expect(ageOn({ y: 2008, m: 12, d: 1 }, now)).toBe(17);
    expect(birthDateProblem("2008-11-15", now)).toBeNull();
    expect(birthDateProblem("2008-11-16", now)).toMatch(/at least 18/);
    expect(birthDateProblem("0050-01-01", now)).toMatch(/1900 or later/);
  });
});
