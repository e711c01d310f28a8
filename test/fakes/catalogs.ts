// The small catalogs the fake suppliers serve by default, in the workers tests and on this machine
// (`npm start -- --fake-suppliers`): Airalo items with one shared product with eSIM Access's (the US
// 1 GB / 7 days plan), and Reloadly operators in Mexico and Nigeria.
import type { FakeCountryItem } from "./airalo";
import type { FakeOperator } from "./reloadly";

export const CATALOG: FakeCountryItem[] = [
  {
    slug: "united-states", country_code: "US", title: "United States", type: "local", countries: ["US"],
    packages: [
      { id: "change-7days-1gb", title: "1 GB - 7 Days", net_price: 4.5, amount: 1024, day: 7 },
      { id: "change-30days-5gb", title: "5 GB - 30 Days", net_price: 11.0, amount: 5120, day: 30 },
    ],
  },
  {
    slug: "mexico", country_code: "MX", title: "Mexico", type: "local", countries: ["MX"],
    packages: [{ id: "mexico-500mb-3days", title: "500 MB - 3 Days", net_price: 2.55, amount: 500, day: 3 }],
  },
  {
    slug: "world", country_code: "", title: "Discover Global", type: "global", countries: ["FR", "US", "MX"],
    packages: [{ id: "discover-unlimited-10days", title: "Unlimited - 10 Days", net_price: 39.99, amount: 0, day: 10, is_unlimited: true }],
  },
];

export const OPERATORS: FakeOperator[] = [
  { operatorId: 1001, name: "Telcel Mexico", country: "MX", prefixes: ["55"], denominationType: "RANGE", minAmount: 1, maxAmount: 12, commission: 4.5, destinationCurrencyCode: "MXN", fxRate: 17.2 },
  { operatorId: 1002, name: "AT&T Mexico", country: "MX", prefixes: ["33"], denominationType: "FIXED", fixedAmounts: [5, 20], commission: 6, destinationCurrencyCode: "MXN", fxRate: 17.1 },
  { operatorId: 2001, name: "MTN Nigeria", country: "NG", prefixes: ["803"], denominationType: "FIXED", fixedAmounts: [5], commission: 3, destinationCurrencyCode: "NGN", fxRate: 1480 },
];

