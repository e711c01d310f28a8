// BOLT #11 Lightning invoices: minting signed invoices (the sandbox node signs its own) and
// decoding invoices handed to us by others (LNURL servers) so they can be checked before paying.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { bech32 } from "@scure/base";

export type LightningNetwork = "mainnet" | "testnet" | "regtest";

/** BIP-173 currency prefixes behind `ln` (`bcrt` starts with `bc`, so readers must try it first). */
const CURRENCY: Record<LightningNetwork, string> = { mainnet: "bc", testnet: "tb", regtest: "bcrt" };

/** Tagged-field types are named by their bech32 character, as the spec does: `p` is type 1. */
const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
type TagChar = string;

export interface TaggedField {
  /** The field's bech32 character: `p`, `s`, `d`, `h`, `x`, `c`, `9`, `n`, `f`, `r`, ... */
  tag: TagChar;
  /** Field data as 5-bit words. */
  words: number[];
}

export interface InvoiceInput {
  network: LightningNetwork;
  amountMsat: bigint;
  paymentHash: Uint8Array;
  paymentSecret: Uint8Array;
  /** Unix seconds. */
  timestamp: number;
  expirySeconds: number;
  description?: string;
  descriptionHash?: Uint8Array;
  /** Defaults to 18, the value readers assume when the field is missing. */
  minFinalCltvExpiry?: number;
}

export interface DecodedInvoice {
  network: LightningNetwork;
  /** Null for an invoice that leaves the amount to the payer. */
  amountMsat: bigint | null;
  paymentHash: string;
  paymentSecret: string | null;
  /** Unix seconds. */
  timestamp: number;
  /** Seconds after `timestamp`. */
  expiry: number;
  minFinalCltvExpiry: number;
  description: string | null;
  descriptionHash: string | null;
  /** Compressed public key (hex): the `n` field when present, otherwise recovered from the signature. */
  payeeNodeKey: string;
  /**
   * Whether the signature verifies against `payeeNodeKey`. A recovered key always matches its own
   * signature, so this only says something new when the invoice names its payee in `n`; callers that
   * expect a particular node must compare `payeeNodeKey` themselves.
   */
  signatureValid: boolean;
}

const DEFAULT_EXPIRY = 3600;
const DEFAULT_MIN_FINAL_CLTV = 18;
/** Longest string a QR code can carry; invoices are meant to fit in one. */
const MAX_INVOICE_LENGTH = 7089;
/** 10-bit data_length field, so 1023 words, which hold 639 whole bytes. */
const MAX_FIELD_WORDS = 1023;
const MAX_DESCRIPTION_BYTES = 639;
const TIMESTAMP_WORDS = 7;
const SIGNATURE_WORDS = 104;
/** 21 million BTC in millisatoshi: nothing above it can be a real amount. */
const MAX_MSAT = 21_000_000n * 100_000_000_000n;
const MSAT_PER_BTC = 100_000_000_000n;

/**
 * Feature bits of our invoices: var_onion_optin (8) and payment_secret (14), both compulsory,
 * which is what every current payer expects alongside an `s` field.
 */
const INVOICE_FEATURES = [8, 14];
/** Compulsory (even) bits defined for invoices by BOLT #9; any other even bit means "do not pay". */
const KNOWN_EVEN_FEATURES = new Set([8, 14, 16, 24, 48]);

const encoder = new TextEncoder();

// ---------- minting ----------

/** A real, signed BOLT11 invoice with payment hash, secret, description (or its hash), expiry and CLTV. */
export function encodeInvoice(input: InvoiceInput, privateKey: Uint8Array): string {
  if (input.amountMsat <= 0n) throw new Error("amountMsat must be positive");
  const hasDescription = input.description !== undefined;
  const hasHash = input.descriptionHash !== undefined;
  if (hasDescription === hasHash) throw new Error("give exactly one of description and descriptionHash");
  positiveInteger("expirySeconds", input.expirySeconds);
  const cltv = input.minFinalCltvExpiry ?? DEFAULT_MIN_FINAL_CLTV;
  positiveInteger("minFinalCltvExpiry", cltv);

  const fields: TaggedField[] = [bytesField("p", exactly32("paymentHash", input.paymentHash))];
  fields.push(bytesField("s", exactly32("paymentSecret", input.paymentSecret)));
  if (input.description !== undefined) fields.push(textField("d", input.description));
  else fields.push(bytesField("h", exactly32("descriptionHash", input.descriptionHash!)));
  fields.push(uintField("x", input.expirySeconds));
  fields.push(uintField("c", cltv));
  fields.push(featuresField(INVOICE_FEATURES));
  return signInvoice(
    { network: input.network, amountMsat: input.amountMsat, timestamp: input.timestamp, fields },
    privateKey,
  );
}

/**
 * Lays out and signs an invoice from fields given in order. `encodeInvoice` is the everyday entry
 * point; this one exists so any invoice the spec describes can be reproduced byte for byte.
 */
export function signInvoice(
  invoice: { network: LightningNetwork; amountMsat: bigint | null; timestamp: number; fields: TaggedField[] },
  privateKey: Uint8Array,
): string {
  const hrp = "ln" + CURRENCY[invoice.network] + (invoice.amountMsat === null ? "" : encodeAmount(invoice.amountMsat));
  if (!Number.isSafeInteger(invoice.timestamp) || invoice.timestamp < 0 || invoice.timestamp >= 2 ** 35) {
    throw new Error("timestamp must fit in 35 bits");
  }
  const data = uintWords(invoice.timestamp, TIMESTAMP_WORDS);
  for (const field of invoice.fields) {
    if (field.words.length > MAX_FIELD_WORDS) throw new Error(`field ${field.tag} is too long`);
    data.push(tagCode(field.tag), ...uintWords(field.words.length, 2), ...field.words);
  }
  // the key signs the hash; recovery id goes last, after r and s (noble puts it first)
  const recovered = secp256k1.sign(signingHash(hrp, data), privateKey, { prehash: false, format: "recovered" });
  const signature = new Uint8Array(65);
  signature.set(recovered.subarray(1), 0);
  signature[64] = recovered[0]!;
  return bech32.encode(hrp, [...data, ...bech32.toWords(signature)], false);
}

export function bytesField(tag: TagChar, bytes: Uint8Array): TaggedField {
  return { tag, words: bech32.toWords(bytes) };
}

export function textField(tag: TagChar, text: string): TaggedField {
  const bytes = encoder.encode(text);
  if (bytes.length > MAX_DESCRIPTION_BYTES) throw new Error(`text longer than ${MAX_DESCRIPTION_BYTES} bytes`);
  return bytesField(tag, bytes);
}

/** Big-endian unsigned integer in as few words as possible (the spec's "minimum data_length"). */
export function uintField(tag: TagChar, value: number): TaggedField {
  let length = 1;
  while (2 ** (5 * length) <= value) length++;
  return { tag, words: uintWords(value, length) };
}

/** A `9` field with the given bit numbers set, in as few words as the highest bit needs. */
export function featuresField(bits: number[]): TaggedField {
  if (bits.length === 0) throw new Error("an empty feature field must be left out");
  const highest = Math.max(...bits);
  const words = new Array<number>(Math.floor(highest / 5) + 1).fill(0);
  for (const bit of bits) {
    const index = words.length - 1 - Math.floor(bit / 5);
    words[index] = words[index]! | (1 << bit % 5);
  }
  return { tag: "9", words };
}

/** Shortest exact form: the largest multiplier (or none) that still gives a whole number. */
function encodeAmount(msat: bigint): string {
  if (msat <= 0n || msat > MAX_MSAT) throw new Error("amount out of range");
  if (msat % MSAT_PER_BTC === 0n) return String(msat / MSAT_PER_BTC);
  if (msat % 100_000_000n === 0n) return `${msat / 100_000_000n}m`;
  if (msat % 100_000n === 0n) return `${msat / 100_000n}u`;
  if (msat % 100n === 0n) return `${msat / 100n}n`;
  return `${msat * 10n}p`;
}

// ---------- reading ----------

/** Decodes and checks an invoice; anything malformed (checksum, prefix, amount, fields, signature) throws. */
export function decodeInvoice(invoice: string): DecodedInvoice {
  if (typeof invoice !== "string") throw new Error("invoice must be a string");
  if (invoice.length > MAX_INVOICE_LENGTH) throw new Error("invoice is too long");
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(invoice, false);
  } catch (err) {
    throw new Error(`not a valid bech32 invoice: ${(err as Error).message}`);
  }
  const { network, amountMsat } = parsePrefix(decoded.prefix);
  const words = decoded.words;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) throw new Error("invoice is too short");

  const data = words.slice(0, words.length - SIGNATURE_WORDS);
  const signature = wordsToBytes(words.slice(words.length - SIGNATURE_WORDS));
  const timestamp = Number(wordsToUint(data.slice(0, TIMESTAMP_WORDS)));
  const fields = readFields(data.slice(TIMESTAMP_WORDS));

  const paymentHash = fields.fixed("p", 52);
  if (!paymentHash) throw new Error("invoice has no payment hash");
  const description = fields.text("d");
  const descriptionHash = fields.fixed("h", 52);
  if (description === null && !descriptionHash) throw new Error("invoice has neither description nor description hash");
  checkFeatures(fields.first("9"));

  const hash = signingHash(decoded.prefix, data);
  const recoveryId = signature[64]!;
  if (recoveryId > 3) throw new Error("invalid signature recovery id");
  const compact = signature.subarray(0, 64);
  const namedPayee = fields.fixed("n", 53);
  let payee: Uint8Array;
  let signatureValid: boolean;
  if (namedPayee) {
    payee = namedPayee;
    signatureValid = verify(compact, hash, payee);
  } else {
    try {
      const recoverable = new Uint8Array(65);
      recoverable[0] = recoveryId;
      recoverable.set(compact, 1);
      payee = secp256k1.recoverPublicKey(recoverable, hash, { prehash: false });
    } catch {
      throw new Error("signature is not recoverable");
    }
    signatureValid = verify(compact, hash, payee);
  }

  return {
    network,
    amountMsat,
    paymentHash: bytesToHex(paymentHash),
    paymentSecret: nullableHex(fields.fixed("s", 52)),
    timestamp,
    expiry: fields.uint("x") ?? DEFAULT_EXPIRY,
    minFinalCltvExpiry: fields.uint("c") ?? DEFAULT_MIN_FINAL_CLTV,
    description,
    descriptionHash: nullableHex(descriptionHash),
    payeeNodeKey: bytesToHex(payee),
    signatureValid,
  };
}

function parsePrefix(hrp: string): { network: LightningNetwork; amountMsat: bigint | null } {
  // signet (tbs) is matched only to be refused by name rather than misread as testnet
  const match = /^ln(?<currency>bcrt|bc|tbs|tb)(?<digits>[0-9]*)(?<multiplier>[munp]?)$/.exec(hrp);
  if (!match?.groups) throw new Error(`unknown invoice prefix "${hrp}"`);
  const { currency, digits = "", multiplier = "" } = match.groups;
  const network = (Object.keys(CURRENCY) as LightningNetwork[]).find((n) => CURRENCY[n] === currency);
  if (!network) throw new Error(`unsupported currency "${currency}"`);
  if (digits === "") {
    if (multiplier !== "") throw new Error("amount multiplier without an amount");
    return { network, amountMsat: null };
  }
  if (digits.startsWith("0")) throw new Error("amount must be a positive number without leading zeros");
  const amount = BigInt(digits);
  let msat: bigint;
  switch (multiplier) {
    case "": msat = amount * MSAT_PER_BTC; break;
    case "m": msat = amount * 100_000_000n; break;
    case "u": msat = amount * 100_000n; break;
    case "n": msat = amount * 100n; break;
    default:
      // pico-bitcoin is a tenth of a millisatoshi, which no payment can carry
      if (amount % 10n !== 0n) throw new Error("amount has sub-millisatoshi precision");
      msat = amount / 10n;
  }
  if (msat > MAX_MSAT) throw new Error("amount out of range");
  return { network, amountMsat: msat };
}

/** Splits the tagged fields; readers take the first usable field of each type and skip the rest. */
function readFields(words: number[]) {
  const byTag = new Map<number, number[][]>();
  let i = 0;
  while (i < words.length) {
    if (i + 3 > words.length) throw new Error("truncated tagged field");
    const type = words[i]!;
    const length = words[i + 1]! * 32 + words[i + 2]!;
    const start = i + 3;
    if (start + length > words.length) throw new Error("tagged field runs past the end of the invoice");
    const list = byTag.get(type) ?? [];
    list.push(words.slice(start, start + length));
    byTag.set(type, list);
    i = start + length;
  }
  const all = (tag: TagChar) => byTag.get(tagCode(tag)) ?? [];
  return {
    first: (tag: TagChar) => all(tag)[0] ?? null,
    /** Fields of the wrong length must be skipped, not rejected: a future version may resize them. */
    fixed(tag: TagChar, length: number): Uint8Array | null {
      const found = all(tag).find((w) => w.length === length);
      return found ? wordsToBytes(found) : null;
    },
    text(tag: TagChar): string | null {
      const found = all(tag)[0];
      if (!found) return null;
      try {
        return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(wordsToBytes(found));
      } catch {
        throw new Error(`field ${tag} is not valid UTF-8`);
      }
    },
    uint(tag: TagChar): number | null {
      const found = all(tag)[0];
      if (!found) return null;
      const value = wordsToUint(found);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`field ${tag} is out of range`);
      return Number(value);
    },
  };
}

/** Unknown odd bits are fine ("it's OK to be odd"); an unknown even bit is a feature we cannot honour. */
function checkFeatures(words: number[] | null): void {
  if (!words) return;
  for (let w = 0; w < words.length; w++) {
    for (let b = 0; b < 5; b++) {
      if ((words[w]! >> b) & 1) {
        const bit = (words.length - 1 - w) * 5 + b;
        if (bit % 2 === 0 && !KNOWN_EVEN_FEATURES.has(bit)) throw new Error(`invoice requires unknown feature bit ${bit}`);
      }
    }
  }
}

function verify(compact: Uint8Array, hash: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    // high-S is still a valid signature here; malleability does not matter for an invoice
    return secp256k1.verify(compact, hash, publicKey, { prehash: false, lowS: false });
  } catch {
    return false;
  }
}

// ---------- shared ----------

/** SHA-256 of the prefix's bytes followed by the data words packed into bytes, zero-padded. */
function signingHash(hrp: string, dataWords: number[]): Uint8Array {
  const prefix = encoder.encode(hrp);
  const body = packWords(dataWords);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  return sha256(message);
}

/** 5-bit words to bytes with the final partial byte zero-filled (what the signature covers). */
function packWords(words: number[]): Uint8Array {
  const out = new Uint8Array(Math.ceil((words.length * 5) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out[j] = (acc << (8 - bits)) & 0xff;
  return out;
}

/** Field data to bytes; the leftover bits must be zero padding, shorter than a word. */
function wordsToBytes(words: number[]): Uint8Array {
  const bytes = bech32.fromWordsUnsafe(words);
  if (!bytes) throw new Error("malformed field padding");
  return bytes;
}

function wordsToUint(words: number[]): bigint {
  let value = 0n;
  for (const w of words) value = (value << 5n) | BigInt(w);
  return value;
}

function uintWords(value: number, length: number): number[] {
  const words = new Array<number>(length);
  let v = BigInt(value);
  for (let i = length - 1; i >= 0; i--) {
    words[i] = Number(v & 31n);
    v >>= 5n;
  }
  if (v !== 0n) throw new Error(`value ${value} does not fit in ${length} words`);
  return words;
}

function tagCode(tag: TagChar): number {
  const code = CHARSET.indexOf(tag);
  if (tag.length !== 1 || code < 0) throw new Error(`unknown field tag "${tag}"`);
  return code;
}

function exactly32(name: string, bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 32) throw new Error(`${name} must be 32 bytes`);
  return bytes;
}

function positiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
}

function nullableHex(bytes: Uint8Array | null): string | null {
  return bytes ? bytesToHex(bytes) : null;
}

// ---------- node keys ----------

/** A fixed private key derived from a seed string, for the sandbox node that signs test invoices. */
export function sandboxNodeKey(seed: string): Uint8Array {
  const key = sha256(encoder.encode(seed));
  // a SHA-256 output is outside the curve order with negligible probability, but never sign with one
  if (!secp256k1.utils.isValidSecretKey(key)) throw new Error("seed does not give a valid key");
  return key;
}

/** The node id (compressed public key, hex) belonging to a private key. */
export function nodePublicKeyHex(privateKey: Uint8Array): string {
  return bytesToHex(secp256k1.getPublicKey(privateKey, true));
}
