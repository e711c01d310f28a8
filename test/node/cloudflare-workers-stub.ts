// Just enough of "cloudflare:workers" for building the app in Node: the OpenAPI document
// needs the routes, not the runtime.
export class DurableObject {
  constructor(
    readonly ctx: unknown,
    readonly env: unknown,
  ) {}
}
export const env = {};
export const exports = {};
