// A supplier catalog at real size, generated from a seed: Airalo catalog items (one per country,
// plus regional items covering many countries; each with sim and top-up packages) and Reloadly
// operators spread over countries. The same seed always gives the same catalog, so the workers
// tests (test/fakes' FakeAiralo / FakeReloadly) and the load bench's Node fake (bench/) serve
// the same thing. Plain JavaScript so both Node and workerd load it as it is.

// 200 ISO 3166-1 alpha-2 codes
export const COUNTRIES = (
  "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD " +
  "CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA " +
  "GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI " +
  "KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU " +
  "MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PW PY QA RO RS RU RW SA " +
  "SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ " +
  "UA UG US UY UZ VA VC VE VN WS YE ZA ZM ZW HK MO PR GL FO BM"
).split(" ");

/** A small deterministic generator (mulberry32): the same seed, the same numbers, everywhere. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLANS = [[1024, 7], [3072, 15], [5120, 30], [10240, 30], [20480, 30], [500, 3], [2048, 10], [0, 10]];

/**
 * The Airalo side: `countries` local items and `regions` regional items (each covering 10 to 40
 * countries, from the first country without a local item on), `packagesPerItem` packages each,
 * every fourth a top-up. Defaults: 190 + 10 items of 40 packages, 8,000 packages in all, over the
 * 200 countries.
 */
export function bigAiraloCatalog({ seed = 1, countries = 190, regions = 10, packagesPerItem = 40 } = {}) {
  const rnd = prng(seed);
  const items = [];
  const packagesFor = (slug) =>
    Array.from({ length: packagesPerItem }, (_, i) => {
      // every package of an item its own product (packages of one product are one offer): the
      // plans repeat with a day more validity each round
      const [mb, baseDays] = PLANS[i % PLANS.length];
      const days = baseDays + Math.floor(i / PLANS.length);
      const unlimited = mb === 0;
      const topup = i % 4 === 3;
      const size = unlimited ? "unlimited" : mb >= 1024 ? `${mb / 1024}gb` : `${mb}mb`;
      return {
        id: `${slug}-${days}days-${size}-${i}${topup ? "-topup" : ""}`,
        title: `${unlimited ? "Unlimited" : mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`} - ${days} Days${topup ? " top-up" : ""}`,
        // 1.00 to 60.99 USD, whole cents
        net_price: Math.round((1 + rnd() * 60) * 100) / 100,
        amount: mb,
        day: days,
        ...(unlimited ? { is_unlimited: true } : {}),
        ...(topup ? { type: "topup" } : {}),
      };
    });
  for (const cc of COUNTRIES.slice(0, countries)) {
    const slug = `country-${cc.toLowerCase()}`;
    items.push({ slug, country_code: cc, title: `Country ${cc}`, type: "local", countries: [cc], packages: packagesFor(slug) });
  }
  for (let r = 0; r < regions; r++) {
    const size = 10 + Math.floor(rnd() * 31);
    // the countries without an item of their own are covered by the regions
    const start = countries + r;
    const covered = Array.from({ length: size }, (_, i) => COUNTRIES[(start + i) % COUNTRIES.length]);
    const slug = `region-${r}`;
    items.push({ slug, country_code: "", title: `Region ${r}`, type: "global", countries: covered, packages: packagesFor(slug) });
  }
  return items;
}

/** The Reloadly side: `operators` operators over the first `countries` countries (default 900 over 150). */
export function bigReloadlyOperators({ seed = 2, operators = 900, countries = 150 } = {}) {
  const rnd = prng(seed);
  return Array.from({ length: operators }, (_, i) => {
    const country = COUNTRIES[i % countries];
    const fixed = rnd() < 0.5;
    return {
      operatorId: 10_000 + i,
      name: `Operator ${i} ${country}`,
      country,
      prefixes: [String(100 + Math.floor(i / countries))],
      denominationType: fixed ? "FIXED" : "RANGE",
      ...(fixed ? { fixedAmounts: [5, 10, 20, 50].filter(() => rnd() < 0.7) } : { minAmount: 1, maxAmount: 10 + Math.floor(rnd() * 90) }),
      // 1.0 to 8.0 percent, one decimal
      commission: Math.round((1 + rnd() * 7) * 10) / 10,
      destinationCurrencyCode: "USD",
      fxRate: 1,
    };
  });
}

/** The countries the operators cover, comma-separated: the TOPUP_COUNTRIES that sells them all. */
export function topupCountriesOf(operators) {
  return [...new Set(operators.map((o) => o.country))].join(",");
}

/**
 * Moves the price of `fraction` of the packages (chosen by `seed`, at least one), in place; returns
 * the ids of the packages changed. Each new price is 0.01 to 3.00 USD above the old one.
 */
export function repriceSome(items, fraction, seed = 3) {
  const rnd = prng(seed);
  const all = items.flatMap((item) => item.packages);
  const count = Math.max(1, Math.round(all.length * fraction));
  const picked = new Set();
  while (picked.size < count) picked.add(Math.floor(rnd() * all.length));
  return [...picked].map((i) => {
    const p = all[i];
    p.net_price = Math.round((p.net_price + 0.01 + Math.floor(rnd() * 300) / 100) * 100) / 100;
    return p.id;
  });
}
