// The console's review queue: the page, the decisions, and revealing an ID number.
import type { App } from "../../../http/context";
import { registerDecisionForms } from "./decide";
import { registerReviewPage } from "./review";
import { registerRevealForm } from "./reveal";

export function registerConsoleReview(app: App): void {
  registerReviewPage(app);
  registerDecisionForms(app);
  registerRevealForm(app);
}
