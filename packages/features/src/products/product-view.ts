import { formatMoney, minorToText, type MoneyFormat } from '@salon/api/money/format';
import { savingText } from '@salon/api/products/pricing';
import type { Product, ProductCategory } from '@salon/api/products/schemas';
import type { ProductDetailView } from '@salon/ui/screens/products/ProductDetailsModal';
import type { ProductFormValues } from '@salon/ui/screens/products/ProductFormModal';
import type { ProductCategoryRowView } from '@salon/ui/screens/products/ProductCategoriesScreen';
import type { ProductCardView } from '@salon/ui/screens/products/ProductsScreen';

const hasDiscount = (product: Product) => product.actualPrice > product.productPrice;

export function toCardView(product: Product, money: MoneyFormat): ProductCardView {
  const formatCents = (minorUnits: number) => formatMoney(minorUnits, money);
  return {
    id: product._id,
    name: product.productName,
    description: product.productDescription,
    categoryName: product.category.categoryName,
    price: formatCents(product.productPrice),
    actualPrice: hasDiscount(product) ? formatCents(product.actualPrice) : null,
    stock: product.stock,
    imageUrl: product.productImageURL,
    enable: product.enable,
  };
}

export function toDetailView(product: Product, money: MoneyFormat): ProductDetailView {
  const formatCents = (minorUnits: number) => formatMoney(minorUnits, money);
  return {
    name: product.productName,
    description: product.productDescription,
    categoryName: product.category.categoryName,
    price: formatCents(product.productPrice),
    actualPrice: hasDiscount(product) ? formatCents(product.actualPrice) : null,
    discount: savingText(product.actualPrice, product.productPrice),
    rating: product.rating,
    stock: product.stock,
    enable: product.enable,
    imageUrl: product.productImageURL,
  };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  productName: '',
  productDescription: '',
  category: null,
  productPrice: '',
  actualPrice: '',
  rating: null,
  image: null,
};

export function toFormValues(product: Product, currency: string): ProductFormValues {
  return {
    productName: product.productName,
    productDescription: product.productDescription,
    category: product.category._id,
    productPrice: minorToText(product.productPrice, currency),
    actualPrice: minorToText(product.actualPrice, currency),
    rating: product.rating,
    image: null,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function toCategoryRow(category: ProductCategory): ProductCategoryRowView {
  return {
    id: category._id,
    name: category.categoryName,
    createdAt: dateFormat.format(new Date(category.createdAt)),
    enable: category.enable,
  };
}
