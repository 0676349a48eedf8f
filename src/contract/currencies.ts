/** Zero-decimal currencies (spec §9 Lists): an amount in one of them carries no decimals. */
export const ZeroDecimalCurrencies = [
  "CVE",
  "DJF",
  "GNF",
  "KMF",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
  "IDR",
  "JPY",
  "KRW",
] as const;
