// Quotes: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCancelQuote } from "./cancel";
import { registerCreateQuote } from "./create";
import { registerListQuotes } from "./list";
import { registerRetrieveQuote } from "./retrieve";

export function registerQuoteRoutes(app: App): void {
  registerCreateQuote(app);
  registerRetrieveQuote(app);
  registerListQuotes(app);
  registerCancelQuote(app);
}
