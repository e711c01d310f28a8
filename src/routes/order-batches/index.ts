// Order batches: one file per operation; this only registers them, in the order the API reference shows.
import type { App } from "../../http/context";
import { registerCreateOrderBatch } from "./create";
import { registerListOrderBatches } from "./list";
import { registerListOrderBatchOrders } from "./list-orders";
import { registerOrderBatchCsv } from "./orders-csv";
import { registerRetrieveOrderBatch } from "./read";

export function registerOrderBatchRoutes(app: App): void {
  registerCreateOrderBatch(app);
  registerRetrieveOrderBatch(app);
  registerListOrderBatches(app);
  registerListOrderBatchOrders(app);
  registerOrderBatchCsv(app);
}
