import { formatWholeMoney, majorToMinor, type MoneyFormat } from '@salon/api/money/format';
import { WEBSITE_PRODUCT_PAGE_SIZE, type WebsiteProduct } from '@salon/api/products/schemas';
import {
  ProductListScreen,
  type ProductListState,
  type ShopProductView,
} from '@salon/ui/screens/shop/ProductListScreen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { listState, usePaging, useSiteMoney } from '../core';
import { addProductToCart } from './add-to-cart';
import { useCart } from './cart-store';
import { priceBoundsOf } from './price-bounds';
import { money } from './shop-text';
import { useWebsiteCategories } from './use-website-categories';
import { useWebsiteProducts } from './use-website-products';

const productHref = (salonName: string, id: string) => `/salon/${salonName}/product-info/${id}`;

const toView = (product: WebsiteProduct, salonName: string, format: MoneyFormat): ShopProductView => ({
  id: product._id,
  href: productHref(salonName, product._id),
  name: product.productName,
  fullName: product.productName,
  imageUrl: product.productImageURL,
  price: money(product.productPrice, format),
  actualPrice: product.actualPrice > product.productPrice ? money(product.actualPrice, format) : null,
  rating: product.rating,
});

/** /salon/{salonName}/products-list: category and price filters and paging on the server, Add to Cart. */
export function ProductListContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const cart = useCart(salonName);
  const { page, setPage } = usePaging();
  const [categories, setCategories] = useState<string[]>([]);
  // The slider while it moves, and the range let go of; none: the whole shop, unfiltered by price.
  const [price, setPrice] = useState<[number, number] | null>(null);
  const [committed, setCommitted] = useState<[number, number] | null>(null);
  const categoryList = useWebsiteCategories(salonName);
  const list = useWebsiteProducts({
    name: salonName,
    pageNumber: page,
    pageSize: WEBSITE_PRODUCT_PAGE_SIZE,
    ...(categories.length > 0 ? { category: categories } : {}),
    ...(committed
      ? {
          minPrice: majorToMinor(committed[0], format.currency),
          maxPrice: majorToMinor(committed[1], format.currency),
        }
      : {}),
  });
  const bounds = priceBoundsOf(list.data?.priceRange, format.currency);
  const products = list.data?.result ?? [];
  const state: ProductListState = listState(list, (data) => ({
    products: data.result.map((product) => toView(product, salonName, format)),
    page,
    pageCount: data.totalPageSize,
  }));

  const addToCart = (id: string) => {
    const product = products.find((item) => item._id === id);
    if (product) addProductToCart(cart, product);
  };

  return (
    <ProductListScreen
      state={state}
      categories={(categoryList.data?.result ?? []).map((category) => ({
        id: category._id,
        name: category.categoryName,
      }))}
      selectedCategories={categories}
      onToggleCategory={(id) => {
        setCategories((current) =>
          current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
        );
        setPage(1);
      }}
      priceRange={price ?? committed ?? bounds}
      priceBounds={bounds}
      shopIsEmpty={list.data?.priceRange === null}
      formatPrice={(value) => formatWholeMoney(value, format)}
      onPriceChange={setPrice}
      onPriceCommit={(range) => {
        // The whole range again filters nothing out, so prices outside the bounds show too.
        setCommitted(range[0] <= bounds[0] && range[1] >= bounds[1] ? null : range);
        setPage(1);
      }}
      onOpen={(id) => navigate(productHref(salonName, id))}
      onAddToCart={addToCart}
      onPageChange={setPage}
    />
  );
}
