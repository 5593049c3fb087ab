import { savingText } from '@salon/api/products/pricing';
import { ProductPageScreen, type ProductPageState } from '@salon/ui/screens/shop/ProductPageScreen';
import { SiteNotFoundScreen } from '@salon/ui/screens/site/SiteNotFoundScreen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, isNotFoundError, useSiteMoney } from '../core';
import { addProductToCart } from './add-to-cart';
import { useCart } from './cart-store';
import { money } from './shop-text';
import { useWebsiteProduct } from './use-website-product';

/** /salon/{salonName}/product-info/{id}: the product, quantity, ADD TO CART and BUY NOW, related products. */
export function ProductPageContainer() {
  const { salonName = '', id } = useParams<{ salonName: string; id: string }>();
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const cart = useCart(salonName);
  const { product, similar } = useWebsiteProduct(id, salonName);
  const [quantity, setQuantity] = useState(1);
  const data = product.data;

  const state: ProductPageState = data
    ? {
        status: 'ready',
        product: {
          id: data._id,
          name: data.productName,
          categoryName: data.category.categoryName,
          description: data.productDescription,
          images: [data.productImageURL],
          price: money(data.productPrice, format),
          actualPrice: data.actualPrice > data.productPrice ? money(data.actualPrice, format) : null,
          saving: savingText(data.actualPrice, data.productPrice),
          rating: data.rating,
          stock: data.stock,
        },
        related: (similar.data?.result ?? []).map((item) => ({
          id: item._id,
          name: item.productName,
          imageUrl: item.productImageURL,
          price: money(item.productPrice, format),
        })),
      }
    : product.error
      ? { status: 'error', message: errorMessage(product.error) }
      : { status: 'loading' };

  // No such product, a malformed id, or another salon's product (its related products answer 404 here).
  if (isNotFoundError(product.error) || isNotFoundError(similar.error)) {
    return <SiteNotFoundScreen kind="page" homeHref={`/salon/${salonName}`} />;
  }

  const add = (): boolean => {
    if (!data) return false;
    return addProductToCart(cart, data, quantity);
  };

  return (
    <ProductPageScreen
      state={state}
      quantity={quantity}
      onQuantityChange={(next) => setQuantity(Math.max(1, next))}
      onAddToCart={() => void add()}
      onBuyNow={() => {
        if (add()) navigate(`/salon/${salonName}/checkout`);
      }}
      onHome={() => navigate(`/salon/${salonName}`)}
      onShop={() => navigate(`/salon/${salonName}/products-list`)}
      onOpenRelated={(next) => {
        setQuantity(1);
        navigate(`/salon/${salonName}/product-info/${next}`);
      }}
    />
  );
}
