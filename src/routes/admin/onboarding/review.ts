// What every review answers for: an unknown account, a form not awaiting this review, and the
// usual body errors.
export const REVIEW_ERRORS = ["resource_not_found", "invalid_state", "parameter_unknown", "invalid_json"] as const;
