export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { describePageItems, getPageItems } from './page-items';
export type { PageItem, PageItemsOptions } from './page-items';
