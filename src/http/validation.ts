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

export function toApiError(error: z.ZodError, input: unknown): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError("parameter_invalid", "The request is invalid.");
  const path = issue.path.map(String).join(".");
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
