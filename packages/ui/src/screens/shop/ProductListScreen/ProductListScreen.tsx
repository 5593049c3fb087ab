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
  /** The product page: the title links there (the image opens it too). */
  href: string;
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
  /** The chosen price range in major units of the salon's currency. */
  priceRange: [number, number];
  /** The slider's ends: the shop's lowest and highest price (spec 2 §9's 10 to 10000 when unknown). */
  priceBounds: [number, number];
  /** The salon has no product in its shop at all (not merely none that match the filters). */
  shopIsEmpty?: boolean;
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
  shopIsEmpty = false,
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
        {/* No products, no prices to filter by. */}
        {shopIsEmpty ? null : (
          <div>
            <h2>Price</h2>
            <RangeSlider
              min={priceBounds[0]}
              max={priceBounds[1]}
              step={priceBounds[1] - priceBounds[0] > 1000 ? 10 : 1}
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
        )}
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
          emptyTitle={shopIsEmpty ? 'No products yet' : 'No products found'}
          emptySubtitle={
            shopIsEmpty
              ? 'This salon has not added any products to its shop.'
              : 'No product matches these filters.'
          }
          onPageChange={onPageChange}
          renderItem={(product) => (
            <Card key={product.id}>
              <ImageButton type="button" onClick={() => onOpen(product.id)} aria-label={product.fullName}>
                <img src={product.imageUrl || undefined} alt="" loading="lazy" />
              </ImageButton>
              <CardBody>
                <h2>
                  <a
                    href={product.href}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onOpen(product.id);
                    }}
                  >
                    {product.name}
                  </a>
                </h2>
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
