import { z } from 'zod';

/** Query of every paged admin list: `?page=1&pageSize=20` (the panel's first page is 20 rows). */
export const ZAdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPageQuery = z.infer<typeof ZAdminPageQuery>;

/** What every paged admin answer carries besides its rows. */
export const ZAdminPage = z.object({
  /** every matching row, not just this page */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
