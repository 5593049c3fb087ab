import { Body, Facts, Figure, Rating, Status, Struck, Summary } from './ProductDetailsModal.styles';

/** A product as its details show it; prices already formatted. */
export interface ProductDetailView {
  name: string;
  description: string;
  categoryName: string;
  price: string;
  /** Struck through; null without a discount. */
  actualPrice: string | null;
  /** e.g. 'Save 25%'; null without a discount. */
  discount: string | null;
  rating: number;
  stock: number;
  enable: boolean;
  imageUrl: string;
}

/** Image and facts of one product: the Product Details modal and the /products/{id} page. */
export function ProductSummary({
  product,
  headingLevel = 3,
}: {
  product: ProductDetailView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Summary>
      <Figure>
        <img src={product.imageUrl} alt={product.name} />
      </Figure>
      <Body>
        <Heading>{product.name}</Heading>
        <Facts>
          <dt>Category</dt>
          <dd>{product.categoryName}</dd>
          <dt>Price</dt>
          <dd>
            {product.price}
            {product.actualPrice && (
              <>
                {' '}
                <Struck aria-label={`was ${product.actualPrice}`}>{product.actualPrice}</Struck>
              </>
            )}
            {product.discount && <Status $tone="success"> {product.discount}</Status>}
          </dd>
          <dt>Rating</dt>
          <dd>
            <Rating role="img" aria-label={`Rated ${product.rating} out of 5`}>
              {'★'.repeat(product.rating)}
              {'☆'.repeat(5 - product.rating)}
            </Rating>
          </dd>
          <dt>Stock</dt>
          <dd>{product.stock === 0 ? <Status $tone="danger">Out of stock</Status> : product.stock}</dd>
          <dt>Status</dt>
          <dd>{product.enable ? 'Enabled' : 'Disabled'}</dd>
        </Facts>
        <p>{product.description}</p>
      </Body>
    </Summary>
  );
}
