import { z } from "zod";
import { listResultOf } from "./paging.ts";

export const StateProvinceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
});
export type StateProvince = z.infer<typeof StateProvinceSchema>;

export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  stateProvinces: z.array(StateProvinceSchema),
});
export type Country = z.infer<typeof CountrySchema>;

export const CountryListSchema = listResultOf(CountrySchema);
export type CountryList = z.infer<typeof CountryListSchema>;
