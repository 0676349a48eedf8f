/**
 * The geography calls only the later screens make (spec §7.2): the phone list the phone-code
 * pickers and the phone-length checks read (spec §3 'Phone-list country', §5 'Phone lengths').
 * Apart from ./site.ts so that the landing page's code holds none of them.
 */
import { Schema } from "effect";
import { envelope, graph } from "./operation";

const Int = Schema.Number.check(Schema.isInt());
const Flag = Schema.Literals([0, 1]);

/** Phone-list country (spec §3, §5): per-country minimum and maximum digit counts. */
export const PhoneCountry = Schema.Struct({
  country_id: Int,
  name: Schema.String,
  phonecode: Int,
  iso: Schema.String,
  min_length: Int,
  max_length: Int,
});
export type PhoneCountry = typeof PhoneCountry.Type;

/** voucher getCountryList, also known as get_country_list (spec §7.2): no payload; data is a JSON string. */
export const getCountryList = graph({
  query: "voucher.query.getCountryList",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope(
    "getCountryList",
    Schema.Struct({ success: Flag, data: Schema.fromJsonString(Schema.Array(PhoneCountry)) }),
  ),
});
