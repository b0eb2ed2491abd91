/** The last page of a list of `total` rows shown `pageSize` a page (1 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page to show instead of `page` when the answer for it says the list no longer reaches it: an
 * admin's own action (approving the only pending withdrawal of the last page, unblocking its only
 * address) shrank the list, and an empty last page would say 'No withdrawals found.' while there are.
 * `answer` is the server's answer for `page`; null when that page still exists (or the answer is for
 * another page, such as the previous page's rows kept on screen while the next one loads).
 */
export function pageAfterShrink(page: number, answer: { page: number; total: number; pageSize: number }): number | null {
  if (answer.page !== page) return null;
  const last = lastPage(answer.total, answer.pageSize);
  return page > last ? last : null;
}
