import { describe, expect, it } from 'vitest';
import { lastPage, pageAfterShrink } from '../../src/features/admin/components/shared/page-range';

// An admin on the last page of a list who approves, rejects or unblocks its only row got an empty page
// saying 'No withdrawals found.' (or 'No blocked IP addresses.') and 'Page 2 of 1' while rows remained.
describe('a paged admin list that shrank below the page shown', () => {
  it('goes back to the new last page when the answer for this page says the list ends before it', () => {
    expect(pageAfterShrink(2, { page: 2, total: 20, pageSize: 20 })).toBe(1);
    expect(pageAfterShrink(5, { page: 5, total: 41, pageSize: 20 })).toBe(3);
  });

  it('goes back to page 1 when the list is now empty, where the empty text is true', () => {
    expect(pageAfterShrink(3, { page: 3, total: 0, pageSize: 20 })).toBe(1);
    expect(pageAfterShrink(1, { page: 1, total: 0, pageSize: 20 })).toBeNull();
  });

  it('stays on a page that still exists', () => {
    expect(pageAfterShrink(2, { page: 2, total: 21, pageSize: 20 })).toBeNull();
    expect(pageAfterShrink(1, { page: 1, total: 5, pageSize: 20 })).toBeNull();
  });

  it('ignores an answer for another page (the previous rows kept on screen while the next page loads)', () => {
    expect(pageAfterShrink(3, { page: 2, total: 21, pageSize: 20 })).toBeNull();
  });

  it('counts pages as the pager shows them', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
  });
});
