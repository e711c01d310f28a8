// The developers pages of the dashboard, one file per page and per form; this only registers them.
import type { App } from "../../http/context";

export function registerDevelopersPages(app: App): void {
  void app;
}
