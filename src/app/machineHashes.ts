/**
 * The hash of every machine definition of this build (`machineHash` of src/eventlog/hash.ts), as
 * the event log's header carries it and a replay checks it. Written by `npm run machine-hashes`;
 * do not edit: a test fails when it differs from the current definitions.
 */
export const MACHINE_HASHES: Readonly<Record<string, string>> = {
  root: "c0fb755013271d85",
  session: "adf5629fa57c17b2",
  site: "fd79598aac7a6fc1",
  country: "ae3ee4196ee20f97",
  search: "e0ec47b7dbbc1783",
  cart: "73ee6ac609b9c62f",
  logout: "1d6a170dad2a2957",
  product: "21dd0e58b16383ac",
  listing: "7cd7c48213fb0a22",
  checkout: "a3f19a79bab83d72",
  delivery: "ab6f3ff671399d5e",
  payment: "0eb457ae180db148",
  redeemGuide: "cc10618663620b66",
  trackOrder: "619970c86ee50ff3",
  balanceChecker: "5dc080d40bbbb2c3",
  auth: "3ede41fc7743763b",
  passwordReset: "f9d140547b996106",
  unsubscribe: "2d81e7afdb8473ef",
  perks: "1ed9dc15d1359ced",
  switchAccount: "89d338ec385d5176",
  signUp: "a56c1f04dadaee8e",
  profile: "9aa0736bc5cf95a9",
  orderHistory: "0f53e00366f7bd86",
  balances: "8a6c25a06ee15f9d",
  pointConversion: "aef51ef8595e4c2f",
  providers: "b2c6aaaa40c3af25",
  maintenance: "c4b0c8c66437a49f",
  rewardsApi: "df67386f47bf4aa0",
  kyb: "37a61b408d1b2217",
  commonPage: "7319abaecae1cc8a",
};
