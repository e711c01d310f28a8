// Onboarding forms and the way through them, shared by the account and operator tests.
import { admin, call } from "../support/api";
import type { SubmitKybResponse } from "../../src/routes/account/submit-kyb";
import type { SubmitKycResponse } from "../../src/routes/account/submit-kyc";
import type { ApproveKybResponse } from "../../src/routes/admin/onboarding/approve-kyb";
import type { ApproveKycResponse } from "../../src/routes/admin/onboarding/approve-kyc";

export const KYB = {
  legal_name: "Roam Partners GmbH",
  registration_number: "HRB 123456",
  country: "de",
  address: "Friedrichstrasse 1\n10117 Berlin",
  website: "https://roam.example.com",
};

export const ID_NUMBER = "C01X00T47";

export const KYC = {
  full_name: "Erika Mustermann",
  date_of_birth: "1985-04-12",
  nationality: "DE",
  id_document_number: ID_NUMBER,
};

/** Walks an account through KYB and KYC to live access; answers the approval's live key. */
export async function goLive(id: string, key: string): Promise<string> {
  const steps = [
    await call<SubmitKybResponse>("/v1/account/kyb", { key, body: KYB }),
    await admin<ApproveKybResponse>(`/admin/v1/accounts/${id}/kyb/approve`, { method: "POST" }),
    await call<SubmitKycResponse>("/v1/account/kyc", { key, body: KYC }),
  ];
  for (const s of steps) if (s.status !== 200) throw new Error(`onboarding step failed: ${s.status} ${s.text}`);
  const approved = await admin<ApproveKycResponse>(`/admin/v1/accounts/${id}/kyc/approve`, { method: "POST" });
  if (approved.status !== 200) throw new Error(`kyc approval failed: ${approved.status} ${approved.text}`);
  return approved.body.api_key!.secret!;
}
