export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

export interface PageItemsOptions {
  /** Pages always shown at each end. Default 1. */
  marginPages?: number;
  /** Pages shown around the current one (split before/after it, as react-paginate does). Default 2. */
  rangePages?: number;
}

/**
 * The list of page buttons and ellipses for a 1-based `page` of `pageCount`, following the
 * react-paginate algorithm (margin pages at both ends, a range around the current page, one ellipsis
 * per gap; an ellipsis that would hide a single page shows that page instead).
 *
 * With the defaults (1 margin, 2 range) and 10 pages: page 1 → 1 2 … 10; page 5 → 1 … 4 5 6 … 10.
 */
export function getPageItems(page: number, pageCount: number, options: PageItemsOptions = {}): PageItem[] {
  const { marginPages = 1, rangePages = 2 } = options;
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const selected = Math.min(Math.max(1, Math.floor(page)), count) - 1; // 0-based

  if (count <= rangePages) {
    return Array.from({ length: count }, (_, i) => ({ type: 'page', page: i + 1 }));
  }

  let leftSide = rangePages / 2;
  let rightSide = rangePages - leftSide;
  if (selected > count - rangePages / 2) {
    rightSide = count - selected;
    leftSide = rangePages - rightSide;
  } else if (selected < rangePages / 2) {
    leftSide = selected;
    rightSide = rangePages - leftSide;
  }
  const adjustedRightSide = selected === 0 && rangePages > 1 ? rightSide - 1 : rightSide;

  type Raw = { type: 'page'; index: number } | { type: 'break'; index: number };
  const raw: Raw[] = [];
  for (let index = 0; index < count; index++) {
    const pageNumber = index + 1;
    const inMargin = pageNumber <= marginPages || pageNumber > count - marginPages;
    const inRange = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inRange) {
      raw.push({ type: 'page', index });
    } else if (raw.length > 0 && raw[raw.length - 1]?.type !== 'break') {
      raw.push({ type: 'break', index });
    }
  }

  return raw.map((item, i): PageItem => {
    if (item.type === 'page') return { type: 'page', page: item.index + 1 };
    const prev = raw[i - 1];
    const next = raw[i + 1];
    // A gap of exactly one page: show the page rather than an ellipsis.
    if (prev?.type === 'page' && next?.type === 'page' && next.index - prev.index <= 2) {
      return { type: 'page', page: item.index + 1 };
    }
    return { type: 'ellipsis', key: item.index < selected ? 'before' : 'after' };
  });
}

/** Compact text form for tests and debugging: '1 … 4 [5] 6 … 10'. */
export function describePageItems(items: PageItem[], page: number): string {
  return items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.page === page ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}
