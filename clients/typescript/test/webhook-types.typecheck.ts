// Compile-time only (tsc -p clients/typescript): an event narrowed by its type has that type's data.object.
import type { Schemas, WebhookEvent } from "../src/index";

export function handle(event: WebhookEvent): string {
  switch (event.type) {
    case "order.fulfilled": {
      const order: Schemas["Order"] = event.data.object;
      return order.id;
    }
    case "deposit.confirmed": {
      const deposit: Schemas["Deposit"] = event.data.object;
      return deposit.id;
    }
    default:
      return event.id;
  }
}

// @ts-expect-error a Wallet is not an Order
export const wrong: Schemas["Order"] = ({} as WebhookEvent<"wallet.balance_low">).data.object;
