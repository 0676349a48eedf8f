/**
 * Demo geography of delivery addresses (spec §7.2 'States / cities (storesAdmin)', 'Postal
 * code'): two states per demo country, two cities per state, and the postal codes each city
 * serves. Ids are unique across countries.
 */

export interface CitySeed {
  readonly cityId: number;
  readonly name: string;
  /** Postal codes as written in the country (normalised on lookup: upper case, single spaces). */
  readonly postalCodes: readonly string[];
}

export interface StateSeed {
  readonly stateId: number;
  /** ISO2 code of the state's country (./data.ts countries). */
  readonly country: string;
  readonly name: string;
  readonly cities: readonly CitySeed[];
}

export const states: readonly StateSeed[] = [
  {
    stateId: 1001,
    country: "IN",
    name: "Karnataka",
    cities: [
      { cityId: 100101, name: "Bengaluru", postalCodes: ["560001", "560034", "560095"] },
      { cityId: 100102, name: "Mysuru", postalCodes: ["570001", "570010"] },
    ],
  },
  {
    stateId: 1002,
    country: "IN",
    name: "Maharashtra",
    cities: [
      { cityId: 100201, name: "Mumbai", postalCodes: ["400001", "400050"] },
      { cityId: 100202, name: "Pune", postalCodes: ["411001", "411038"] },
    ],
  },
  {
    stateId: 2001,
    country: "US",
    name: "California",
    cities: [
      { cityId: 200101, name: "San Francisco", postalCodes: ["94103", "94110"] },
      { cityId: 200102, name: "Los Angeles", postalCodes: ["90012", "90028"] },
    ],
  },
  {
    stateId: 2002,
    country: "US",
    name: "New York",
    cities: [
      { cityId: 200201, name: "New York City", postalCodes: ["10001", "10027"] },
      { cityId: 200202, name: "Buffalo", postalCodes: ["14201", "14202"] },
    ],
  },
  {
    stateId: 3001,
    country: "GB",
    name: "England",
    cities: [
      { cityId: 300101, name: "London", postalCodes: ["SW1A 1AA", "EC1A 1BB"] },
      { cityId: 300102, name: "Manchester", postalCodes: ["M1 1AE", "M2 5DB"] },
    ],
  },
  {
    stateId: 3002,
    country: "GB",
    name: "Scotland",
    cities: [
      { cityId: 300201, name: "Edinburgh", postalCodes: ["EH1 1YZ", "EH2 2EQ"] },
      { cityId: 300202, name: "Glasgow", postalCodes: ["G1 1XQ", "G2 8DL"] },
    ],
  },
  {
    stateId: 4001,
    country: "DE",
    name: "Bavaria",
    cities: [
      { cityId: 400101, name: "Munich", postalCodes: ["80331", "80539"] },
      { cityId: 400102, name: "Nuremberg", postalCodes: ["90402", "90403"] },
    ],
  },
  {
    stateId: 4002,
    country: "DE",
    name: "Berlin",
    cities: [{ cityId: 400201, name: "Berlin", postalCodes: ["10115", "10117"] }],
  },
  {
    stateId: 5001,
    country: "HU",
    name: "Budapest",
    cities: [{ cityId: 500101, name: "Budapest", postalCodes: ["1051", "1061"] }],
  },
  {
    stateId: 5002,
    country: "HU",
    name: "Pest",
    cities: [
      { cityId: 500201, name: "Érd", postalCodes: ["2030"] },
      { cityId: 500202, name: "Szentendre", postalCodes: ["2000"] },
    ],
  },
  {
    stateId: 6001,
    country: "JP",
    name: "Tokyo",
    cities: [
      { cityId: 600101, name: "Shinjuku", postalCodes: ["160-0022", "160-0023"] },
      { cityId: 600102, name: "Shibuya", postalCodes: ["150-0002", "150-0041"] },
    ],
  },
  {
    stateId: 6002,
    country: "JP",
    name: "Kyoto",
    cities: [{ cityId: 600201, name: "Kyoto", postalCodes: ["600-8216", "605-0074"] }],
  },
  {
    stateId: 7001,
    country: "ID",
    name: "Jakarta",
    cities: [
      { cityId: 700101, name: "Central Jakarta", postalCodes: ["10110", "10310"] },
      { cityId: 700102, name: "South Jakarta", postalCodes: ["12190", "12950"] },
    ],
  },
  {
    stateId: 7002,
    country: "ID",
    name: "Bali",
    cities: [{ cityId: 700201, name: "Denpasar", postalCodes: ["80111", "80361"] }],
  },
  {
    stateId: 8001,
    country: "PH",
    name: "Metro Manila",
    cities: [
      { cityId: 800101, name: "Manila", postalCodes: ["1000", "1004"] },
      { cityId: 800102, name: "Makati", postalCodes: ["1226", "1227"] },
    ],
  },
  {
    stateId: 8002,
    country: "PH",
    name: "Cebu",
    cities: [{ cityId: 800201, name: "Cebu City", postalCodes: ["6000"] }],
  },
];
