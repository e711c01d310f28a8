import type { App } from "../../http/context";
import { registerLightningInvoiceRoutes } from "./lightning-invoices";
import { registerWalletReadRoutes } from "./read";

export function registerWalletRoutes(app: App): void {
  registerWalletReadRoutes(app);
  registerLightningInvoiceRoutes(app);
}
