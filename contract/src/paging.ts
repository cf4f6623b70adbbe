import { z } from "zod";
import { maxId } from "./constants/primitives.ts";
import { limits } from "./limits.ts";
import { numberQuery } from "./primitives.ts";

/** ABP `PagedResultRequestDto`: SkipCount is a row offset (wire decision 6). */
export const PagedRequestSchema = z.object({
  SkipCount: numberQuery(z.number().int().min(0).max(maxId)).default(0),
  MaxResultCount: numberQuery(z.number().int().min(1).max(limits.maxPageSize)).default(limits.defaultPageSize),
});
export type PagedRequest = z.infer<typeof PagedRequestSchema>;

/** ABP `PagedResultDto<T>`. */
export function pagedResultOf<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int(), items: z.array(item) });
}

/** ABP `ListResultDto<T>`. */
export function listResultOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}
