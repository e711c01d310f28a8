import type { App } from "../../http/context";
import { registerCancelQuote } from "./cancel";
import { registerCreateQuote } from "./create";
import { registerReadQuotes } from "./read";

export function registerQuoteRoutes(app: App): void {
  registerCreateQuote(app);
  registerReadQuotes(app);
  registerCancelQuote(app);
}
