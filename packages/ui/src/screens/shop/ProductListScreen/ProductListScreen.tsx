import { PagedCards, type PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { Button } from '@salon/ui/primitives/Button';
import { RangeSlider } from '@salon/ui/primitives/RangeSlider';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import {
  Card,
  CardBody,
  Chips,
  Filters,
  Grid,
  ImageButton,
  Page,
  PriceText,
  Prices,
  Rating,
} from './ProductListScreen.styles';
import { WasPrice } from '../WasPrice';

/** A product card of the public shop; texts already formatted. */
export interface ShopProductView {
  id: string;
  /** The whole name: it wraps on the card (instead of spec 2 §9's cut at 22 characters). */
  name: string;
  fullName: string;
  imageUrl: string;
  price: string;
  /** Struck through; null without a discount. */
  actualPrice: string | null;
  rating: number;
}

export type ProductListState = PagedItemsState<'products', ShopProductView>;

export interface ProductListScreenProps {
  state: ProductListState;
  categories: Array<{ id: string; name: string }>;
  selectedCategories: readonly string[];
  onToggleCategory: (id: string) => void;
  /** The price range in major units of the salon's currency, 10 to 10000 by default (spec 2 §9). */
  priceRange: [number, number];
  priceBounds: [number, number];
  /** A price of the range in the salon's currency: 10000 → '$10,000' or '￥10,000'. */
  formatPrice: (value: number) => string;
  onPriceChange: (range: [number, number]) => void;
  onPriceCommit: (range: [number, number]) => void;
  onOpen: (id: string) => void;
  onAddToCart: (id: string) => void;
  onPageChange: (page: number) => void;
}

/** /salon/{salonName}/products-list: the shop, 9 per page, filtered on the server (spec 2 §2). */
export function ProductListScreen({
  state,
  categories,
  selectedCategories,
  onToggleCategory,
  priceRange,
  priceBounds,
  formatPrice,
  onPriceChange,
  onPriceCommit,
  onOpen,
  onAddToCart,
  onPageChange,
}: ProductListScreenProps) {
  return (
    <Page>
      <h1>Shop</h1>
      <Filters aria-label="Filters">
        <fieldset>
          <legend>Categories</legend>
          {categories.map((category) => (
            <Checkbox
              key={category.id}
              label={category.name}
              checked={selectedCategories.includes(category.id)}
              onChange={() => onToggleCategory(category.id)}
            />
          ))}
        </fieldset>
        <div>
          <h2>Price</h2>
          <RangeSlider
            min={priceBounds[0]}
            max={priceBounds[1]}
            step={10}
            value={priceRange}
            onChange={onPriceChange}
            onCommit={onPriceCommit}
            thumbLabels={['Minimum price', 'Maximum price']}
            valueText={formatPrice}
          />
          <PriceText>
            <span>{formatPrice(priceRange[0])}</span>
            <span>{formatPrice(priceRange[1])}</span>
          </PriceText>
        </div>
      </Filters>
      <section aria-label="Products">
        <Chips aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={selectedCategories.includes(category.id)}
                onClick={() => onToggleCategory(category.id)}
              >
                {category.name}
              </button>
            </li>
          ))}
        </Chips>
        <PagedCards
          state={state}
          items={state.status === 'ready' ? state.products : []}
          list={Grid}
          loadingLabel="Loading products"
          skeleton={
            <Card as="div" aria-hidden="true">
              <Skeleton height={150} />
              <CardBody>
                <Skeleton shape="text" lines={3} />
              </CardBody>
            </Card>
          }
          skeletonCount={6}
          emptySubtitle="We could not find any product data."
          onPageChange={onPageChange}
          renderItem={(product) => (
            <Card key={product.id}>
              <ImageButton type="button" onClick={() => onOpen(product.id)} aria-label={product.fullName}>
                <img src={product.imageUrl || undefined} alt="" loading="lazy" />
              </ImageButton>
              <CardBody>
                <h2>{product.name}</h2>
                <Prices>
                  {product.price}
                  <WasPrice price={product.actualPrice} />
                </Prices>
                <Rating aria-label={`Rated ${product.rating} out of 5`}>
                  {'★'.repeat(product.rating)}
                  {'☆'.repeat(5 - product.rating)}
                </Rating>
                <Button size="sm" onClick={() => onAddToCart(product.id)}>
                  Add to Cart<VisuallyHidden>: {product.fullName}</VisuallyHidden>
                </Button>
              </CardBody>
            </Card>
          )}
        />
      </section>
    </Page>
  );
}
