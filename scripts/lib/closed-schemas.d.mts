/** A deep copy of an OpenAPI document with every object schema closed (closed-schemas.mjs). */
export function closeObjects<T>(doc: T): T;
