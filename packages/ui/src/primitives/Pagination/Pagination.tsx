import { IconButton } from '../IconButton';
import { getPageItems } from './page-items';
import type { PageItemsOptions } from './page-items';
import { Ellipsis, List, Nav, PageButton } from './Pagination.styles';

export interface PaginationProps extends PageItemsOptions {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Called with the 1-based page chosen. */
  onPageChange: (page: number) => void;
  /** Accessible name of the nav. Default 'Pagination'. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Page buttons with previous/next; renders nothing when there is only one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  marginPages,
  rangePages,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = getPageItems(page, pageCount, { marginPages, rangePages });
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  return (
    <Nav aria-label={label} className={className}>
      <List>
        <li>
          <IconButton
            variant="secondary"
            icon="chevron-left"
            label={previousLabel}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          />
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                $current={item.page === page}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <IconButton
            variant="secondary"
            icon="chevron-right"
            label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
          />
        </li>
      </List>
    </Nav>
  );
}
