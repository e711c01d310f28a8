// The rules that keep src/ a house with floors: no import circles, no floor importing one above
// it, and no live code importing sandbox code. `npm run lint:imports` checks them and `npm test`
// runs it first; docs/architecture.md explains the floors.
//
// Floors, from the ground up (a file may import its own floor and any floor below it):
//   1 lib, domain, db,       pure rules and plumbing; the traveller's languages and the
//     i18n                   catalogues of what travellers read
//   2 http, bench            the HTTP toolkit (errors, routes' declaration, auth, pagination)
//     audit                  the append-only audit trail of operator actions
//   3 webhooks, rates        outbound webhook signing and schedules; BTC and display rates
//   4 offers                 the catalog in D1
//   5 providers              the outside parties: interfaces, live adapters, sandbox stand-ins
//   6 account-object         the account's Durable Object: every money step
//   7 accounts, funding,     D1 records of accounts and keys; money-in rails and intake;
//     identity, team,        users, passwords, sessions, second factor, CSRF, mail; partner teams;
//     operators, brand       operators (people who run the service) and their API tokens;
//                            the brand travellers see (its settings, the logo and its R2 bytes)
//   8 routes, jobs, pages    HTTP operations; queue consumers, cron; the signed-in pages
//   9 app.ts, index.ts       the worker
const floors = [
  ["lib", "domain", "db", "i18n"],
  ["http", "bench", "audit"],
  ["webhooks", "rates"],
  ["offers"],
  ["providers"],
  ["account-object"],
  ["accounts", "funding", "identity", "team", "operators", "brand"],
  ["routes", "jobs", "pages"],
];
const folder = (names) => `^src/(${names.join("|")})/`;

const upward = floors.map((names, i) => {
  const above = floors.slice(i + 1).flat();
  return {
    name: `floor-${i + 1}-imports-upward`,
    comment: `${names.join(", ")} may not import a higher floor (${above.join(", ") || "the worker"})`,
    severity: "error",
    from: { path: folder(names) },
    to: { path: above.length ? `(${folder(above)})|(^src/(app|index)\\.ts$)` : "^src/(app|index)\\.ts$" },
  };
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "files that import each other in a loop cannot be understood or moved one at a time",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "live-imports-sandbox",
      comment: "live code never depends on the sandbox",
      severity: "error",
      from: { path: "(^|/)live/" },
      to: { path: "(^|/)sandbox/" },
    },
    ...upward,
    {
      name: "not-in-a-floor",
      comment: "every folder of src/ has a floor above (add it to the list)",
      severity: "error",
      from: { path: "^src/", pathNot: `(${folder(floors.flat())})|(^src/(app|index)\\.ts$)` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6", "cjs"],
  },
};
