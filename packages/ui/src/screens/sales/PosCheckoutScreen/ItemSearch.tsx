import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { type SaleItemView } from '../sale-model';
import { Column, Muted, Result, Results } from './PosCheckoutScreen.styles';

export type SaleItemsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; items: readonly SaleItemView[] };

export interface ItemSearchProps {
  id: string;
  search: string;
  items: SaleItemsState;
  money: (minor: number) => string;
  onSearchChange: (value: string) => void;
  onAdd: (item: SaleItemView) => void;
}

export function ItemSearch({ id, search, items, money, onSearchChange, onAdd }: ItemSearchProps) {
  return (
    <Column>
      <FormField label="Add a service or product" htmlFor={id} hint="Search by name">
        {(control) => (
          <TextInput
            {...control}
            type="search"
            autoComplete="off"
            iconStart={<Icon name="search" size={16} />}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        )}
      </FormField>
      {search.trim() !== '' &&
        (items.status === 'loading' ? (
          <Muted role="status">Searching…</Muted>
        ) : items.status === 'ready' && items.items.length === 0 ? (
          <Muted role="status">Nothing found for “{search.trim()}”.</Muted>
        ) : items.status === 'ready' ? (
          <Results aria-label="Search results">
            {items.items.map((item) => (
              <Result key={`${item.kind}-${item._id}`}>
                <span>
                  {item.name} · {money(item.priceMinor)}
                  {item.stock !== null && <Muted as="span"> · {item.stock} in stock</Muted>}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Add ${item.name}`}
                  disabled={item.stock === 0}
                  onClick={() => onAdd(item)}
                >
                  Add
                </Button>
              </Result>
            ))}
          </Results>
        ) : null)}
    </Column>
  );
}
