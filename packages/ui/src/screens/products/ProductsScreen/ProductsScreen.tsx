import type { ReactNode } from 'react';
import { CardControls, type CardCapabilities, type CardHandlers } from '@salon/ui/patterns/CardControls';
import { CardsPage, type PagedSearchProps } from '@salon/ui/patterns/CardsPage';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Button } from '@salon/ui/primitives/Button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useState } from 'react';
import { shortDescription } from './card-text';
import {
  Actions,
  CardBody,
  CardItem,
  Description,
  Facts,
  ImageButton,
  NameButton,
  ReadMore,
  Struck,
} from './ProductsScreen.styles';

/** A product as a card shows it; prices already formatted. */
export interface ProductCardView {
  id: string;
  name: string;
  description: string;
  categoryName: string;
  /** e.g. '$18.00'. */
  price: string;
  /** The price before discount, struck through; null when there is no discount. */
  actualPrice: string | null;
  stock: number;
  imageUrl: string;
  enable: boolean;
}

export interface ProductsCapabilities extends CardCapabilities {
  addStock: boolean;
}

export type ProductsState = PagedItemsState<'products', ProductCardView>;

export interface ProductsScreenProps extends PagedSearchProps<ProductsState>, CardHandlers {
  can: ProductsCapabilities;
  onAdd: () => void;
  onOpenDetails: (id: string) => void;
  onAddStock: (id: string) => void;
  /** Extra header controls, e.g. the Export menu. */
  actions?: ReactNode;
}

/** /products: 'Products', a card grid of the salon's products, 20 per page. */
export function ProductsScreen({
  state,
  can,
  search,
  onSearchChange,
  onPageChange,
  onAdd,
  actions,
  ...cardActions
}: ProductsScreenProps) {
  return (
    <CardsPage
      title="Products"
      searchValue={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search Products..."
      actions={actions}
      {...addButton(can.add, 'Add New Product', onAdd)}
      gap="lg"
      state={state}
      items={state.status === 'ready' ? state.products : []}
      label="Products"
      loadingLabel="Loading products"
      skeleton={
        <CardItem as="div" aria-hidden="true">
          <Skeleton height={180} />
          <CardBody>
            <Skeleton shape="text" lines={4} />
          </CardBody>
        </CardItem>
      }
      skeletonCount={8}
      emptySubtitle="We could not find any product data."
      onPageChange={onPageChange}
      renderItem={(product) => <ProductCard key={product.id} product={product} can={can} {...cardActions} />}
    />
  );
}

type CardProps = Pick<
  ProductsScreenProps,
  'onOpenDetails' | 'onToggle' | 'onAddStock' | 'onEdit' | 'onDelete'
> & { product: ProductCardView; can: ProductsCapabilities };

function ProductCard({ product, can, onOpenDetails, onToggle, onAddStock, onEdit, onDelete }: CardProps) {
  const [expanded, setExpanded] = useState(false);
  const short = shortDescription(product.description);
  return (
    <CardItem>
      <ImageButton
        type="button"
        onClick={() => onOpenDetails(product.id)}
        aria-label={`${product.name} details`}
      >
        <img src={product.imageUrl} alt="" loading="lazy" />
      </ImageButton>
      <CardBody>
        <h2>
          {/* The whole name, clamped to two lines by CSS only when the card has no room for it. */}
          <NameButton type="button" onClick={() => onOpenDetails(product.id)} title={product.name}>
            {product.name}
          </NameButton>
        </h2>
        <Description>
          {short && !expanded ? short : product.description}
          {short && (
            <>
              {' '}
              <ReadMore type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                {expanded ? 'read less' : 'read more'}
              </ReadMore>
            </>
          )}
        </Description>
        <Facts>
          <dt>Category</dt>
          <dd>{product.categoryName}</dd>
          <dt>Price</dt>
          <dd>
            {product.price}
            {product.actualPrice && (
              <>
                {' '}
                <Struck>
                  <VisuallyHidden>was </VisuallyHidden>
                  {product.actualPrice}
                </Struck>
              </>
            )}
          </dd>
          <dt>Stock</dt>
          <dd>{product.stock === 0 ? 'Out of stock' : product.stock}</dd>
        </Facts>
        <Actions>
          <CardControls
            id={product.id}
            name={product.name}
            enabled={product.enable}
            can={can}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
          >
            {can.addStock && (
              <Button size="sm" variant="secondary" onClick={() => onAddStock(product.id)}>
                Add Stock
              </Button>
            )}
          </CardControls>
        </Actions>
      </CardBody>
    </CardItem>
  );
}
