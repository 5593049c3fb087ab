import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Button } from '@salon/ui/primitives/Button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import useEmblaCarousel from 'embla-carousel-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  Badge,
  Crumbs,
  Info,
  Note,
  Page,
  Price,
  Related,
  Row,
  Slides,
  TabList,
  Top,
  Viewport,
} from './ProductPageScreen.styles';
import { WasPrice } from '../WasPrice';

/** The product as its page shows it; texts already formatted. */
export interface ProductPageView {
  id: string;
  name: string;
  categoryName: string;
  description: string;
  images: string[];
  price: string;
  actualPrice: string | null;
  /** e.g. 'Save 25%' (spec 2 §9: (actual − price) / actual × 100, two decimals); null without one. */
  saving: string | null;
  rating: number;
  stock: number;
}

export interface RelatedProductView {
  id: string;
  name: string;
  imageUrl: string;
  price: string;
}

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductPageView; related: RelatedProductView[] };

export interface ProductPageScreenProps {
  state: ProductPageState;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  onHome: () => void;
  onShop: () => void;
  onOpenRelated: (id: string) => void;
}

const TABS = ['Description', 'Specification', 'Review'] as const;

/** /salon/{salonName}/product-info/{id} (spec 2 §2 "Product detail", §4 quantity rules). */
export function ProductPageScreen(props: ProductPageScreenProps) {
  const { state } = props;
  if (state.status === 'loading') {
    return (
      <Page aria-busy="true">
        <VisuallyHidden role="status">Loading the product</VisuallyHidden>
        <Skeleton height={320} />
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <ErrorText role="alert">{state.message}</ErrorText>
      </Page>
    );
  }
  return <ProductPage {...props} product={state.product} related={state.related} />;
}

function ProductPage({
  product,
  related,
  quantity,
  onQuantityChange,
  onAddToCart,
  onBuyNow,
  onHome,
  onShop,
  onOpenRelated,
}: ProductPageScreenProps & { product: ProductPageView; related: RelatedProductView[] }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: product.images.length > 1 });
  const [tab, setTab] = useState<(typeof TABS)[number]>('Description');
  const id = useId();
  const inStock = product.stock > 0;
  const tooMany = quantity > product.stock;

  const moveTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(TABS[next]!);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <Page>
      <nav aria-label="Breadcrumb">
        <Crumbs>
          <li>
            <button type="button" onClick={onHome}>
              Home
            </button>
          </li>
          <li>
            <button type="button" onClick={onShop}>
              Shop
            </button>
          </li>
          <li>{product.categoryName}</li>
          <li aria-current="page">{product.name}</li>
        </Crumbs>
      </nav>
      <Top>
        <section aria-roledescription="carousel" aria-label={`Images of ${product.name}`}>
          <Viewport ref={emblaRef}>
            <Slides>
              {product.images.map((src, index) => (
                <img
                  key={index}
                  src={src || undefined}
                  alt={index === 0 ? product.name : ''}
                  width={480}
                  height={480}
                  // The first photo is the page's largest paint: fetched first; the others when shown.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              ))}
            </Slides>
          </Viewport>
          {product.images.length > 1 && (
            <Row>
              <Button size="sm" variant="secondary" onClick={() => embla?.scrollPrev()}>
                Previous image
              </Button>
              <Button size="sm" variant="secondary" onClick={() => embla?.scrollNext()}>
                Next image
              </Button>
            </Row>
          )}
        </section>
        <Info>
          <h1>{product.name}</h1>
          <Price>
            {product.price}
            <WasPrice price={product.actualPrice} />
            {product.saving && <Badge $tone="brand">{product.saving}</Badge>}
          </Price>
          <Badge $tone={inStock ? 'success' : 'danger'}>{inStock ? 'In stock' : 'Out of stock'}</Badge>
          <Row role="group" aria-label="Quantity">
            <Button
              size="sm"
              variant="secondary"
              aria-label="Decrease quantity"
              disabled={quantity <= 1}
              onClick={() => onQuantityChange(quantity - 1)}
            >
              −
            </Button>
            <output aria-live="polite">{quantity}</output>
            <Button
              size="sm"
              variant="secondary"
              aria-label="Increase quantity"
              disabled={quantity > product.stock}
              onClick={() => onQuantityChange(quantity + 1)}
            >
              +
            </Button>
          </Row>
          <Row>
            <Button disabled={tooMany} onClick={onAddToCart}>
              ADD TO CART
            </Button>
            <Button variant="secondary" disabled={tooMany} onClick={onBuyNow}>
              BUY NOW
            </Button>
          </Row>
          <Note>Order now, your order will dispatch in 24 hours!</Note>
        </Info>
      </Top>
      <section aria-label="Product details">
        <TabList role="tablist" aria-label="Product details" onKeyDown={moveTab}>
          {TABS.map((name, index) => (
            <button
              key={name}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </TabList>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${TABS.indexOf(tab)}`}>
          {tab === 'Description' ? (
            <p>{product.description}</p>
          ) : tab === 'Specification' ? (
            <p>Professional salon formula. Store in a cool, dry place.</p>
          ) : (
            <p aria-label={`Rated ${product.rating} out of 5`}>
              {'★'.repeat(product.rating)}
              {'☆'.repeat(5 - product.rating)}
            </p>
          )}
        </div>
      </section>
      {related.length > 0 && (
        <section aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>RELATED PRODUCTS</h2>
          <Related>
            {related.map((item) => (
              <li key={item.id}>
                <button type="button" onClick={() => onOpenRelated(item.id)}>
                  <img src={item.imageUrl || undefined} alt="" width={320} height={240} loading="lazy" />
                  <span>
                    {item.name} · {item.price}
                  </span>
                </button>
              </li>
            ))}
          </Related>
        </section>
      )}
    </Page>
  );
}
