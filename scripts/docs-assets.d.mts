/** wrangler.jsonc's assets.directory (absolute). */
export const ASSETS_DIR: string;
/** Where Scalar's bundle is served from, below the version. */
export const SCALAR_PREFIX: string;
export function installedScalar(): { version: string; bundle: string };
/** Fills ASSETS_DIR from node_modules; returns the bundle's path below it. */
export function prepareDocsAssets(): string;
