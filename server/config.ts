/** Defaults of the reference API, overridable from the command line or the environment. */
export const defaults = {
  port: 4173,
  host: "127.0.0.1",
  database: "data/storefront.sqlite",
  supportEmail: "support@rewards-storefront.example",
} as const;
