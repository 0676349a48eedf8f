/**
 * The hash of every machine definition of this build (`machineHash` of src/eventlog/hash.ts), as
 * the event log's header carries it and a replay checks it. Written by `npm run machine-hashes`;
 * do not edit: a test fails when it differs from the current definitions.
 */
export const MACHINE_HASHES: Readonly<Record<string, string>> = {
  root: "7c0e624707fcc170",
  session: "0865774fa3c333f7",
  site: "7817f2603769b714",
  country: "fc7199492b195378",
  search: "e0ec47b7dbbc1783",
  cart: "696908d13d248e82",
  auth: "d47a529b0607043c",
  logout: "1d6a170dad2a2957",
  product: "a578f722804a162f",
  checkout: "b1287771dd238d23",
  payment: "ea9ecca8ecec2f39",
  redeemGuide: "cc10618663620b66",
  trackOrder: "cddc40acb4b3fc71",
  balanceChecker: "5dc080d40bbbb2c3",
};
