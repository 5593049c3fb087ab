import { fn } from 'storybook/test';

/**
 * A paged search screen's story args at rest (PagedSearchProps without its state: an empty search box,
 * the search and page callbacks), fresh spies per call. For stories only (it imports storybook's test tools).
 */
export const pagedSearchArgs = () => ({ search: '', onSearchChange: fn(), onPageChange: fn() });
