/** What a paged, searchable screen (card grid or table) takes for its state, its search box and its pages. */
export interface PagedSearchProps<State> {
  state: State;
  search: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
}
