// Signing secrets are kept sealed with AES-GCM under WEBHOOK_ENCRYPTION_KEY, bound to the
// account, mode and endpoint they belong to: a copied row opens nowhere else, and no read path
// has anything to show. Only signing opens them.
import { randomToken } from "../lib/crypto";
import { open, seal } from "../lib/seal";

const PURPOSE = "webhook-signing-secret";

export function newSigningSecret(): string {
  return "whsec_" + randomToken(32);
}

/** What a sealed secret is bound to. */
export function secretContext(accountId: string, mode: string, endpointId: string): string {
  return `${accountId}:${mode}:${endpointId}`;
}

function material(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">): string {
  if (!env.WEBHOOK_ENCRYPTION_KEY) throw new Error("WEBHOOK_ENCRYPTION_KEY is not set");
  return env.WEBHOOK_ENCRYPTION_KEY;
}

export async function sealSecret(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">, secret: string, context: string): Promise<string> {
  return seal(material(env), PURPOSE, secret, context);
}

export async function openSecret(env: Pick<Env, "WEBHOOK_ENCRYPTION_KEY">, sealed: string, context: string): Promise<string> {
  return open(material(env), PURPOSE, sealed, context);
}
