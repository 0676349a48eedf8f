/** Handlers of the geography calls only the later screens make (spec §7.2, @contract/geography). */

import { getCountryList } from "@contract/geography";
import { type Handler, handle } from "../../core/module";

interface PhoneCountryRow {
  readonly country_id: number;
  readonly name: string;
  readonly phonecode: number;
  readonly iso: string;
  readonly min_length: number;
  readonly max_length: number;
}

export const geographyHandlers: readonly Handler[] = [
  /** The phone list, sorted by name ignoring case (spec §3), as a JSON string (spec §7.2). */
  handle(getCountryList, (ctx) => {
    const data = (
      ctx.db
        .prepare("SELECT country_id, name, phonecode, iso, min_length, max_length FROM phone_countries")
        .all() as PhoneCountryRow[]
    ).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return { data: { getCountryList: { success: 1 as const, data } } };
  }),
];
