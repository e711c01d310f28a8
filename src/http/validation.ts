// Maps zod's findings to the decisions' codes, naming the first field at fault.
import type { z } from "@hono/zod-openapi";
import { ApiError } from "./errors";

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw toApiError(result.error, input);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/**
 * The issue to report. An integer field fails two range checks for a number past the safe
 * integers (the integer type's own ±2^53 bound first, then the field's), so the field's bound is
 * reported: a field has one limit, whatever the size of the number sent.
 */
function issueToReport(issues: z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const first = issues[0];
  if (first && (first.code === "too_big" || first.code === "too_small") && first.origin === "int") {
    const same = (i: z.core.$ZodIssue) => i.code === first.code && i.path.length === first.path.length && i.path.every((k, n) => k === first.path[n]);
    return issues.find((i) => i !== first && same(i)) ?? first;
  }
  return first;
}

export function toApiError(error: z.ZodError, input: unknown): ApiError {
  const issue = issueToReport(error.issues);
  if (!issue) return new ApiError("parameter_invalid", "The request is invalid.");
  // an array's item by its index in brackets: items[3].destination
  const path = issue.path.map((k, i) => (typeof k === "number" ? `[${k}]` : `${i ? "." : ""}${String(k)}`)).join("");
  if (issue.code === "unrecognized_keys") {
    const key = [path, issue.keys[0]].filter(Boolean).join(".");
    return new ApiError("parameter_unknown", `Received unknown parameter: ${key}`, key);
  }
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && valueAt(input, issue.path) === undefined) {
    return new ApiError("parameter_missing", `Missing required parameter: ${path}`, path);
  }
  const detail = issue.message && !issue.message.startsWith("Invalid input") ? issue.message : describe(issue);
  return new ApiError("parameter_invalid", `Invalid ${path}: ${detail}`, path || undefined);
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") return `expected ${issue.expected}`;
  if (issue.code === "invalid_value") return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  return issue.message;
}
