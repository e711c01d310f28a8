import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { bech32 } from "@scure/base";
import { satsFor } from "../../src/domain/lightning";
import { describe, expect, it } from "vitest";
import {
  bytesField,
  decodeInvoice,
  encodeInvoice,
  featuresField,
  nodePublicKeyHex,
  sandboxNodeKey,
  signInvoice,
  textField,
  uintField,
  type TaggedField,
} from "../../src/lib/bolt11";

// Every example in BOLT #11 is signed with this key; its node id is given there too.
const SPEC_KEY = hexToBytes("e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734");
const SPEC_NODE = "03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad";
const SPEC_HASH = "0001020304050607080900010203040506070809000102030405060708090102";
const SPEC_TIME = 1496314658;
const CAKE =
  "One piece of chocolate cake, one icecream cone, one pickle, one slice of swiss cheese, one slice of salami, one lollypop, one piece of cherry pie, one sausage, one cupcake, and one slice of watermelon";
const BLOCKSTREAM =
  'Blockstream Store: 88.85 USD for Blockstream Ledger Nano S x 1, "Back In My Day" Sticker x 2, "I Got Lightning Working" Sticker x 2 and 1 more items';

const p = (hex: string) => bytesField("p", hexToBytes(hex));
/** A field given in the spec as its bech32 characters (fallback addresses). */
const rawField = (tag: string, chars: string): TaggedField => ({
  tag,
  words: [...chars].map((c) => "qpzry9x8gf2tvdw0s3jn54khce6mua7l".indexOf(c)),
});

function routeHint(pubkey: string, block: bigint, tx: bigint, out: bigint, feeBase: number, feePpm: number, cltv: number) {
  const bytes = new Uint8Array(51);
  const view = new DataView(bytes.buffer);
  bytes.set(hexToBytes(pubkey), 0);
  view.setBigUint64(33, (block << 40n) | (tx << 16n) | out);
  view.setUint32(41, feeBase);
  view.setUint32(45, feePpm);
  view.setUint16(49, cltv);
  return bytesField("r", bytes);
}

const SPEC_VECTORS: Array<{ name: string; network: "mainnet" | "testnet"; amountMsat: bigint | null; timestamp?: number; fields: TaggedField[]; invoice: string }> = [
  {
    name: "donation of any amount",
    network: "mainnet",
    amountMsat: null,
    fields: [p(SPEC_HASH), textField("d", "Please consider supporting this project")],
    invoice:
      "lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w",
  },
  {
    name: "$3 for a cup of coffee within one minute",
    network: "mainnet",
    amountMsat: 250_000_000n,
    fields: [p(SPEC_HASH), textField("d", "1 cup coffee"), uintField("x", 60)],
    invoice:
      "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp",
  },
  {
    name: "UTF-8 description",
    network: "mainnet",
    amountMsat: 250_000_000n,
    fields: [p(SPEC_HASH), textField("d", "ナンセンス 1杯"), uintField("x", 60)],
    invoice:
      "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny",
  },
  {
    name: "hashed description",
    network: "mainnet",
    amountMsat: 2_000_000_000n,
    fields: [p(SPEC_HASH), bytesField("h", sha256(new TextEncoder().encode(CAKE)))],
    invoice:
      "lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqscc6gd6ql3jrc5yzme8v4ntcewwz5cnw92tz0pc8qcuufvq7khhr8wpald05e92xw006sq94mg8v2ndf4sefvf9sygkshp5zfem29trqq2yxxz7",
  },
  {
    name: "testnet with a fallback address",
    network: "testnet",
    amountMsat: 2_000_000_000n,
    fields: [bytesField("h", sha256(new TextEncoder().encode(CAKE))), p(SPEC_HASH), rawField("f", "3x9et2e20v6pu37c5d9vax37wxq72un98")],
    invoice:
      "lntb20m1pvjluezhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un98kmzzhznpurw9sgl2v0nklu2g4d0keph5t7tj9tcqd8rexnd07ux4uv2cjvcqwaxgj7v4uwn5wmypjd5n69z2xm3xgksg28nwht7f6zspwp3f9t",
  },
  {
    name: "mainnet with a P2WPKH fallback",
    network: "mainnet",
    amountMsat: 2_000_000_000n,
    fields: [bytesField("h", sha256(new TextEncoder().encode(CAKE))), p(SPEC_HASH), rawField("f", "qw508d6qejxtdg4y5r3zarvary0c5xw7k")],
    invoice:
      "lnbc20m1pvjluezhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppqw508d6qejxtdg4y5r3zarvary0c5xw7kepvrhrm9s57hejg0p662ur5j5cr03890fa7k2pypgttmh4897d3raaq85a293e9jpuqwl0rnfuwzam7yr8e690nd2ypcq9hlkdwdvycqa0qza8",
  },
  {
    name: "pico-bitcoin amount with expiry, cltv and a route hint",
    network: "mainnet",
    amountMsat: 967_878_534n,
    timestamp: 1572468703,
    fields: [
      p("462264ede7e14047e9b249da94fefc47f41f7d02ee9b091815a5506bc8abf75f"),
      textField("d", BLOCKSTREAM),
      uintField("x", 604800),
      uintField("c", 10),
      routeHint("03d06758583bb5154774a6eb221b1276c9e82d65bbaceca806d90e20c108f4b1c7", 589390n, 3312n, 1n, 1000, 2500, 40),
    ],
    invoice:
      "lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9qn07ytgrxxzad9hc4xt3mawjjt8znfv8xzscs7007v9gh9j569lencxa8xeujzkxs0uamak9aln6ez02uunw6rd2ht2sqe4hz8thcdagpleym0j",
  },
  {
    name: "payment secret and features 9, 15 and 99",
    network: "mainnet",
    amountMsat: 2_500_000_000n,
    fields: [p(SPEC_HASH), textField("d", "coffee beans"), bytesField("s", new Uint8Array(32).fill(0x11)), featuresField([9, 15, 99])],
    invoice:
      "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq67gye39hfg3zd8rgc80k32tvy9xk2xunwm5lzexnvpx6fd77en8qaq424dxgt56cag2dpt359k3ssyhetktkpqh24jqnjyw6uqd08sgptq44qu",
  },
];

describe("BOLT #11 examples", () => {
  it("derives the spec's node id from the spec's key", () => {
    expect(nodePublicKeyHex(SPEC_KEY)).toBe(SPEC_NODE);
  });

  for (const v of SPEC_VECTORS) {
    it(`encodes "${v.name}" to exactly the spec's invoice`, () => {
      const invoice = signInvoice(
        { network: v.network, amountMsat: v.amountMsat, timestamp: v.timestamp ?? SPEC_TIME, fields: v.fields },
        SPEC_KEY,
      );
      expect(invoice).toBe(v.invoice);
    });
  }

  it("decodes every spec example to its published contents", () => {
    const [donation, coffee, nonsense, cake, testnet, , pico, beans] = SPEC_VECTORS.map((v) => decodeInvoice(v.invoice));
    expect(donation).toMatchObject({
      network: "mainnet", amountMsat: null, paymentHash: SPEC_HASH, timestamp: SPEC_TIME, expiry: 3600,
      minFinalCltvExpiry: 18, description: "Please consider supporting this project", descriptionHash: null,
      paymentSecret: null, payeeNodeKey: SPEC_NODE, signatureValid: true,
    });
    expect(coffee).toMatchObject({ amountMsat: 250_000_000n, description: "1 cup coffee", expiry: 60, payeeNodeKey: SPEC_NODE });
    expect(nonsense!.description).toBe("ナンセンス 1杯");
    expect(cake).toMatchObject({
      amountMsat: 2_000_000_000n, description: null,
      descriptionHash: "3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1",
    });
    expect(testnet).toMatchObject({ network: "testnet", amountMsat: 2_000_000_000n, paymentHash: SPEC_HASH, payeeNodeKey: SPEC_NODE });
    expect(pico).toMatchObject({
      amountMsat: 967_878_534n, timestamp: 1572468703, expiry: 604800, minFinalCltvExpiry: 10, description: BLOCKSTREAM,
      paymentHash: "462264ede7e14047e9b249da94fefc47f41f7d02ee9b091815a5506bc8abf75f", payeeNodeKey: SPEC_NODE,
    });
    expect(beans).toMatchObject({ amountMsat: 2_500_000_000n, paymentSecret: "11".repeat(32), description: "coffee beans", signatureValid: true });
  });

  it("reads an all upper-case invoice", () => {
    const upper =
      "LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQPQSQ67GYE39HFG3ZD8RGC80K32TVY9XK2XUNWM5LZEXNVPX6FD77EN8QAQ424DXGT56CAG2DPT359K3SSYHETKTKPQH24JQNJYW6UQD08SGPTQ44QU";
    expect(decodeInvoice(upper)).toEqual(decodeInvoice(SPEC_VECTORS[7]!.invoice));
  });

  it("skips unknown fields and known fields of the wrong length", () => {
    const decoded = decodeInvoice(
      "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq2jxxfsnucm4jf4zwtznpaxphce606fvhvje5x7d4gw7n73994hgs7nteqvenq8a4ml8aqtchv5d9pf7l558889hp4yyrqv6a7zpq9fgpskqhza",
    );
    expect(decoded).toMatchObject({
      paymentHash: SPEC_HASH, paymentSecret: "11".repeat(32), description: "coffee beans",
      descriptionHash: null, payeeNodeKey: SPEC_NODE, signatureValid: true,
    });
  });

  const INVALID: Array<[string, string]> = [
    ["unknown compulsory feature 100", "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q4psqqqqqqqqqqqqqqqpqsqq40wa3khl49yue3zsgm26jrepqr2eghqlx86rttutve3ugd05em86nsefzh4pfurpd9ek9w2vp95zxqnfe2u7ckudyahsa52q66tgzcp6t2dyk"],
    ["bad checksum", "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt"],
    ["no separator", "pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny"],
    ["mixed case", "LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny"],
    ["signature not recoverable", "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaxtrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspk28uwq"],
    ["too short", "lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh"],
    ["invalid multiplier", "lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpujr6jxr9gq9pv6g46y7d20jfkegkg4gljz2ea2a3m9lmvvr95tq2s0kvu70u3axgelz3kyvtp2ywwt0y8hkx2869zq5dll9nelr83zzqqpgl2zg"],
    ["sub-millisatoshi precision", "lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu7hqtk93pkf7sw55rdv4k9z2vj050rxdr6za9ekfs3nlt5lr89jqpdmxsmlj9urqumg0h9wzpqecw7th56tdms40p2ny9q4ddvjsedzcplva53s"],
  ];
  for (const [name, invoice] of INVALID) {
    it(`rejects the spec's invalid invoice: ${name}`, () => {
      expect(() => decodeInvoice(invoice)).toThrow(Error);
    });
  }
});

// ---------- our own invoices ----------

const NODE_KEY = sandboxNodeKey("partner-commerce sandbox node");
const HASH = sha256(new TextEncoder().encode("preimage"));
const SECRET = new Uint8Array(32).fill(0x42);
const NOW = 1_790_000_000;

function mint(overrides: Partial<Parameters<typeof encodeInvoice>[0]> = {}, key = NODE_KEY) {
  return encodeInvoice(
    {
      network: "testnet", amountMsat: 1_234_500_000n, paymentHash: HASH, paymentSecret: SECRET,
      timestamp: NOW, expirySeconds: 900, description: "Partner Commerce quote", ...overrides,
    },
    key,
  );
}

/**
 * Checks a signature without the module under test: splits the bech32 string with scure, packs the
 * data words into bytes as a bit string, and verifies with noble against the expected node key.
 */
function independentlyVerified(invoice: string, nodeKeyHex: string): boolean {
  const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false);
  const data = words.slice(0, -104);
  const sigBytes = bech32.fromWords(words.slice(-104));
  let bits = data.map((w) => w.toString(2).padStart(5, "0")).join("");
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, "0");
  const packed = Uint8Array.from(bits.match(/.{8}/g)!, (b) => parseInt(b, 2));
  const message = new Uint8Array([...new TextEncoder().encode(prefix), ...packed]);
  return secp256k1.verify(sigBytes.subarray(0, 64), sha256(message), hexToBytes(nodeKeyHex), { prehash: false });
}

describe("encodeInvoice", () => {
  it("mints a testnet invoice that decodes to exactly what was asked", () => {
    const invoice = mint({ minFinalCltvExpiry: 40 });
    expect(invoice.startsWith("lntb12345u1")).toBe(true);
    expect(decodeInvoice(invoice)).toEqual({
      network: "testnet",
      amountMsat: 1_234_500_000n,
      paymentHash: bytesToHex(HASH),
      paymentSecret: bytesToHex(SECRET),
      timestamp: NOW,
      expiry: 900,
      minFinalCltvExpiry: 40,
      description: "Partner Commerce quote",
      descriptionHash: null,
      payeeNodeKey: nodePublicKeyHex(NODE_KEY),
      signatureValid: true,
    });
  });

  it("signs so that an independent check verifies against the node key, and no other key", () => {
    const invoice = mint();
    expect(independentlyVerified(invoice, nodePublicKeyHex(NODE_KEY))).toBe(true);
    expect(independentlyVerified(invoice, nodePublicKeyHex(sandboxNodeKey("another node")))).toBe(false);
  });

  it("commits to a description hash instead of a description", () => {
    const metadata = '[["text/plain","Pay alice"],["text/identifier","alice@example.com"]]';
    const descriptionHash = sha256(new TextEncoder().encode(metadata));
    const decoded = decodeInvoice(mint({ description: undefined, descriptionHash }));
    expect(decoded.description).toBeNull();
    expect(decoded.descriptionHash).toBe(bytesToHex(descriptionHash));
  });

  it("uses the network's prefix", () => {
    expect(mint({ network: "testnet" }).slice(0, 4)).toBe("lntb");
    expect(mint({ network: "mainnet" })).toMatch(/^lnbc12345u1/);
    expect(mint({ network: "regtest" })).toMatch(/^lnbcrt12345u1/);
    expect(decodeInvoice(mint({ network: "mainnet" })).network).toBe("mainnet");
    expect(decodeInvoice(mint({ network: "regtest" })).network).toBe("regtest");
  });

  const AMOUNTS: Array<[bigint, string]> = [
    [1n, "10p"],
    [123n, "1230p"],
    [100n, "1n"],
    [1_000n, "10n"],
    [100_000n, "1u"],
    [1_234_000n, "12340n"],
    [250_000_000n, "2500u"],
    [2_000_000_000n, "20m"],
    [100_000_000_000n, "1"],
    [150_000_000_000n, "1500m"],
    [2_100_000_000_000_000_000n, "21000000"],
  ];
  for (const [msat, hrpAmount] of AMOUNTS) {
    it(`writes ${msat} msat as the shortest exact amount "${hrpAmount}"`, () => {
      const invoice = mint({ amountMsat: msat });
      expect(invoice.startsWith(`lntb${hrpAmount}1`)).toBe(true);
      expect(decodeInvoice(invoice).amountMsat).toBe(msat);
    });
  }

  it("refuses inputs no valid invoice can carry", () => {
    expect(() => mint({ amountMsat: 0n })).toThrow();
    expect(() => mint({ amountMsat: -1n })).toThrow();
    expect(() => mint({ amountMsat: 2_100_000_000_000_000_001n })).toThrow();
    expect(() => mint({ descriptionHash: HASH })).toThrow(/exactly one/);
    expect(() => mint({ description: undefined })).toThrow(/exactly one/);
    expect(() => mint({ description: "x".repeat(640) })).toThrow(/639/);
    expect(() => mint({ paymentHash: new Uint8Array(31) })).toThrow(/32 bytes/);
    expect(() => mint({ paymentSecret: new Uint8Array(33) })).toThrow(/32 bytes/);
    expect(() => mint({ expirySeconds: 0 })).toThrow();
    expect(() => mint({ expirySeconds: 1.5 })).toThrow();
    expect(() => mint({ timestamp: -1 })).toThrow();
    expect(() => mint({ minFinalCltvExpiry: 0 })).toThrow();
  });

  it("accepts the longest description a field can hold", () => {
    const description = "é".repeat(319) + "x"; // 639 bytes
    expect(decodeInvoice(mint({ description })).description).toBe(description);
  });
});

describe("decodeInvoice", () => {
  it("fails on any single changed character", () => {
    const invoice = mint();
    const sep = invoice.lastIndexOf("1");
    for (const at of [2, 5, sep + 1, sep + 20, Math.floor(invoice.length / 2), invoice.length - 1]) {
      const original = invoice[at]!;
      const replacement = original === "q" ? "p" : "q";
      const tampered = invoice.slice(0, at) + replacement + invoice.slice(at + 1);
      expect(() => decodeInvoice(tampered), `position ${at}`).toThrow();
    }
  });

  it("recovers a different payee when the data is altered and the checksum recomputed", () => {
    const invoice = mint();
    const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false);
    // the amount sits in the prefix: claim ten times as much
    const forged = bech32.encode(prefix.replace("12345u", "123450u"), words, false);
    const decoded = decodeInvoice(forged);
    expect(decoded.amountMsat).toBe(12_345_000_000n);
    expect(decoded.payeeNodeKey).not.toBe(nodePublicKeyHex(NODE_KEY));
  });

  it("reports an invalid signature when the named payee did not sign", () => {
    const claimed = nodePublicKeyHex(sandboxNodeKey("someone else"));
    const fields = [bytesField("p", HASH), textField("d", "x"), bytesField("n", hexToBytes(claimed))];
    const invoice = signInvoice({ network: "testnet", amountMsat: 1000n, timestamp: NOW, fields }, NODE_KEY);
    const decoded = decodeInvoice(invoice);
    expect(decoded.payeeNodeKey).toBe(claimed);
    expect(decoded.signatureValid).toBe(false);

    const honest = signInvoice(
      { network: "testnet", amountMsat: 1000n, timestamp: NOW, fields: [...fields.slice(0, 2), bytesField("n", hexToBytes(nodePublicKeyHex(NODE_KEY)))] },
      NODE_KEY,
    );
    expect(decodeInvoice(honest)).toMatchObject({ payeeNodeKey: nodePublicKeyHex(NODE_KEY), signatureValid: true });
  });

  it("accepts known compulsory features and rejects unknown ones", () => {
    const base = [bytesField("p", HASH), textField("d", "x")];
    const withFeatures = (bits: number[]) =>
      signInvoice({ network: "testnet", amountMsat: 1000n, timestamp: NOW, fields: [...base, featuresField(bits)] }, NODE_KEY);
    expect(() => decodeInvoice(withFeatures([8, 14, 16, 24, 48]))).not.toThrow();
    expect(() => decodeInvoice(withFeatures([9, 15, 17, 101]))).not.toThrow();
    expect(() => decodeInvoice(withFeatures([14, 20]))).toThrow(/feature bit 20/);
  });

  it("rejects invoices without a payment hash or a description", () => {
    const sign = (fields: TaggedField[]) => signInvoice({ network: "testnet", amountMsat: 1000n, timestamp: NOW, fields }, NODE_KEY);
    expect(() => decodeInvoice(sign([textField("d", "x")]))).toThrow(/payment hash/);
    expect(() => decodeInvoice(sign([bytesField("p", HASH)]))).toThrow(/description/);
  });

  it("rejects descriptions that are not UTF-8", () => {
    const fields = [bytesField("p", HASH), bytesField("d", Uint8Array.of(0xff, 0xfe))];
    const invoice = signInvoice({ network: "testnet", amountMsat: 1000n, timestamp: NOW, fields }, NODE_KEY);
    expect(() => decodeInvoice(invoice)).toThrow(/UTF-8/);
  });

  it("rejects prefixes and amounts it does not understand", () => {
    const { words } = bech32.decode(mint() as `${string}1${string}`, false);
    for (const prefix of ["lnxy1000n", "lntbs1000n", "bc1000n", "lntb01000n", "lntb0", "lntbm", "lntb1.5m", "lntb100000000000"]) {
      expect(() => decodeInvoice(bech32.encode(prefix, words, false)), prefix).toThrow();
    }
  });

  it("rejects junk", () => {
    for (const junk of ["", "lntb", "lntb1", "hello world", "lnbc1qqqqqqqqq", "x".repeat(8000)]) {
      expect(() => decodeInvoice(junk), junk.slice(0, 20)).toThrow(Error);
    }
  });
});

describe("node keys", () => {
  it("derives the same 32-byte key from the same seed, and another from another seed", () => {
    const a = sandboxNodeKey("seed-a");
    expect(a).toHaveLength(32);
    expect(bytesToHex(a)).toBe(bytesToHex(sha256(new TextEncoder().encode("seed-a"))));
    expect(bytesToHex(sandboxNodeKey("seed-a"))).toBe(bytesToHex(a));
    expect(bytesToHex(sandboxNodeKey("seed-b"))).not.toBe(bytesToHex(a));
    expect(nodePublicKeyHex(a)).toMatch(/^0[23][0-9a-f]{64}$/);
  });
});

describe("satsFor (an invoice's sats for its USD amount)", () => {
  const satsForUsdCents = (cents: number, rate: string) => satsFor(cents, rate, "in");
  const CASES: Array<[number, string, number]> = [
    [1000, "100000.00", 10_000], // $10 at $100k is exactly 0.0001 BTC
    [1, "100000", 10],
    [1, "30000.00", 34], // 33.33... rounds up
    [999, "30000", 33_300],
    [1234, "65432.10", 18_860], // 18859.27... rounds up
    [0, "100000.00", 0],
    [50, "0.5", 100_000_000], // $0.50 at $0.50 is one bitcoin
    [100, "0.0001", 1_000_000_000_000],
  ];
  for (const [cents, rate, sats] of CASES) {
    it(`${cents} cents at ${rate} is ${sats} sats`, () => {
      expect(satsForUsdCents(cents, rate)).toBe(sats);
    });
  }

  it("never underpays by a satoshi", () => {
    for (const [cents, rate] of [[1, "30000"], [7, "61234.56"], [123_456, "99999.99"]] as const) {
      const sats = BigInt(satsForUsdCents(cents, rate));
      const [whole, frac = ""] = rate.split(".");
      const scaled = BigInt(whole + frac);
      const scale = 10n ** BigInt(frac.length);
      // sats * rate * 100 / 1e8 >= cents, and one satoshi fewer would fall short
      expect(sats * scaled * 100n >= BigInt(cents) * 100_000_000n * scale).toBe(true);
      expect((sats - 1n) * scaled * 100n < BigInt(cents) * 100_000_000n * scale).toBe(true);
    }
  });

  it("refuses rates and amounts that are not exact decimals", () => {
    for (const rate of ["", "0", "0.00", "-1", "1e5", " 100", "100.", ".5", "1,000.00", "0x10", "NaN"]) {
      expect(() => satsForUsdCents(100, rate), rate).toThrow();
    }
    for (const cents of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => satsForUsdCents(cents, "100000"), String(cents)).toThrow();
    }
  });
});
