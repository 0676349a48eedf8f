/**
 * The demo operators, circles and plans of the top-up countries (India, Indonesia, the
 * Philippines: the countries with a topup product, spec §6). Plain data: an operator serves the
 * national numbers starting with one of its prefixes; India's operators have circles.
 */
import type { PlanType, TopupOperator } from "@domain/topup";

export interface PlanSeed {
  readonly n: number;
  readonly type: PlanType;
  readonly price: number;
  readonly validity_days: number;
  readonly data: string;
  readonly talktime: string;
  readonly description: string;
}

export interface TopupCountrySeed {
  readonly iso: string;
  readonly operators: readonly TopupOperator[];
  readonly plans: readonly PlanSeed[];
}

const INDIAN_CIRCLES = [
  { circle_id: 11, name: "Karnataka" },
  { circle_id: 12, name: "Maharashtra" },
  { circle_id: 13, name: "Delhi NCR" },
] as const;

export const TOPUP_SEED: readonly TopupCountrySeed[] = [
  {
    iso: "IN",
    operators: [
      { operator_id: 1, name: "Airtel", prefixes: ["97", "98", "99"], circles: INDIAN_CIRCLES },
      { operator_id: 2, name: "Jio", prefixes: ["6", "70", "79", "88", "89"], circles: INDIAN_CIRCLES },
      {
        operator_id: 3,
        name: "Vi",
        prefixes: ["90", "91", "92", "93", "94", "95", "96"],
        circles: INDIAN_CIRCLES,
      },
    ],
    plans: [
      {
        n: 1,
        type: "unlimited",
        price: 299,
        validity_days: 28,
        data: "1.5 GB/day",
        talktime: "Unlimited",
        description: "Unlimited calls, 100 SMS/day.",
      },
      {
        n: 2,
        type: "unlimited",
        price: 719,
        validity_days: 84,
        data: "2 GB/day",
        talktime: "Unlimited",
        description: "Unlimited calls, 100 SMS/day.",
      },
      {
        n: 3,
        type: "data",
        price: 19,
        validity_days: 1,
        data: "1 GB",
        talktime: "",
        description: "Data add-on for one day.",
      },
      {
        n: 4,
        type: "data",
        price: 98,
        validity_days: 21,
        data: "5 GB",
        talktime: "",
        description: "Data add-on.",
      },
      {
        n: 5,
        type: "talktime",
        price: 100,
        validity_days: 28,
        data: "",
        talktime: "INR 81.75",
        description: "Talk-time top-up.",
      },
    ],
  },
  {
    iso: "ID",
    operators: [
      {
        operator_id: 21,
        name: "Telkomsel",
        prefixes: ["811", "812", "813", "821", "822", "852", "853"],
        circles: [],
      },
      {
        operator_id: 22,
        name: "Indosat",
        prefixes: ["814", "815", "816", "855", "856", "857", "858"],
        circles: [],
      },
    ],
    plans: [
      {
        n: 1,
        type: "data",
        price: 25000,
        validity_days: 30,
        data: "3 GB",
        talktime: "",
        description: "Monthly data pack.",
      },
      {
        n: 2,
        type: "unlimited",
        price: 100000,
        validity_days: 30,
        data: "Unlimited",
        talktime: "Unlimited",
        description: "Unlimited calls and data.",
      },
      {
        n: 3,
        type: "talktime",
        price: 20000,
        validity_days: 30,
        data: "",
        talktime: "IDR 20.000",
        description: "Pulsa top-up.",
      },
    ],
  },
  {
    iso: "PH",
    operators: [
      {
        operator_id: 31,
        name: "Globe",
        prefixes: ["905", "906", "915", "916", "917", "926", "927"],
        circles: [],
      },
      {
        operator_id: 32,
        name: "Smart",
        prefixes: ["908", "918", "919", "920", "921", "928", "929"],
        circles: [],
      },
    ],
    plans: [
      {
        n: 1,
        type: "data",
        price: 99,
        validity_days: 7,
        data: "4 GB",
        talktime: "",
        description: "Weekly data.",
      },
      {
        n: 2,
        type: "unlimited",
        price: 299,
        validity_days: 30,
        data: "Unlimited",
        talktime: "Unlimited",
        description: "Unlimited calls and texts, 24 GB.",
      },
      {
        n: 3,
        type: "talktime",
        price: 50,
        validity_days: 3,
        data: "",
        talktime: "PHP 50",
        description: "Regular load.",
      },
    ],
  },
];

/** A plan's id: the operator's id times 100 plus the plan's number, so ids never collide. */
export const planIdOf = (operatorId: number, n: number): number => operatorId * 100 + n;
