import type { App } from "../../http/context";
import { registerFundingHelpers } from "./funding";
import { registerOrderAndCreditHelpers } from "./orders";

export function registerTestHelperRoutes(app: App): void {
  registerFundingHelpers(app);
  registerOrderAndCreditHelpers(app);
}
