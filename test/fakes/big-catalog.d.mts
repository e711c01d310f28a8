// Types of big-catalog.mjs (the generator is plain JavaScript so the bench's Node fake loads it as it is).
import type { FakeCountryItem } from "./airalo";
import type { FakeOperator } from "./reloadly";

export declare const COUNTRIES: string[];
export declare function prng(seed: number): () => number;
export declare function bigAiraloCatalog(opts?: { seed?: number; countries?: number; regions?: number; packagesPerItem?: number }): FakeCountryItem[];
export declare function bigReloadlyOperators(opts?: { seed?: number; operators?: number; countries?: number }): FakeOperator[];
export declare function topupCountriesOf(operators: FakeOperator[]): string;
export declare function repriceSome(items: FakeCountryItem[], fraction: number, seed?: number): string[];
