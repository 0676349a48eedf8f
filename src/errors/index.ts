/** The error catalogue of the storefront (spec §8): typed errors and their one mapping to user text. */
export * from "./catalogue";
export * from "./data";
export * from "./situations";
export * from "./transport";
