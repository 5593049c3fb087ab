import { fn } from 'storybook/test';

/**
 * A list page's story args at rest (an empty search box; the search, page and add callbacks), fresh
 * spies per call. For stories only (it imports storybook's test tools).
 */
export const listPageArgs = () => ({
  searchValue: '',
  onSearchChange: fn(),
  onPageChange: fn(),
  onAdd: fn(),
});
