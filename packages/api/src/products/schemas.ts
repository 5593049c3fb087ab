import {
  array,
  boolean,
  enums,
  nullable,
  object,
  omit,
  optional,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { MAX_PRICE_MINOR } from '../money/schemas';
import { FilterValue, Id, IsoDateTime, pageFields, text, wholeNumber } from '../shared/schemas';
import { SalonName } from '../website-settings/schemas';

/** Prices travel and are stored in integer cents ($19.99 is 1999); the screens show two decimals. */
export const MAX_PRICE_CENTS = MAX_PRICE_MINOR;
/** The most units a product can hold in stock, and the most one stock entry can move. */
export const MAX_STOCK = 1_000_000;

const Cents = wholeNumber(0, MAX_PRICE_CENTS);

export const ProductCategory = object({
  _id: Id,
  categoryName: string(),
  createdAt: IsoDateTime,
  enable: boolean(),
});
export type ProductCategory = Infer<typeof ProductCategory>;

export const ProductCategoryRef = object({ _id: Id, categoryName: string() });
export type ProductCategoryRef = Infer<typeof ProductCategoryRef>;

/** `POST /product/create-category`: creates, or renames when `categoryID` is given. */
export const SaveCategoryBody = object({
  categoryName: text(60),
  categoryID: optional(Id),
});
export type SaveCategoryBody = Infer<typeof SaveCategoryBody>;

export const CategoryIdQuery = object({ categoryId: Id });
export type CategoryIdQuery = Infer<typeof CategoryIdQuery>;

export const Product = object({
  _id: Id,
  productName: string(),
  productDescription: string(),
  category: ProductCategoryRef,
  /** The selling price, in cents. */
  productPrice: Cents,
  /** The price before discount (shown struck through), in cents; never below `productPrice`. */
  actualPrice: Cents,
  rating: wholeNumber(1, 5),
  productImageURL: string(),
  /** The storage key of the image (server-generated). */
  productImageKey: string(),
  /** Units in stock; never below zero. */
  stock: wholeNumber(0),
  enable: boolean(),
  createdAt: IsoDateTime,
});
export type Product = Infer<typeof Product>;

/**
 * The text fields of the multipart `POST /product/add-product`; `_id` updates that product. The file
 * field `image` is required when creating and optional when updating (the old image is kept).
 */
export const SaveProductBody = object({
  _id: optional(Id),
  productName: text(100),
  productDescription: text(2000),
  category: Id,
  productPrice: wholeNumber(1, MAX_PRICE_CENTS),
  actualPrice: wholeNumber(1, MAX_PRICE_CENTS),
  rating: wholeNumber(1, 5),
});
export type SaveProductBody = Infer<typeof SaveProductBody>;

/** The image field of `add-product` and its size limit. */
export const PRODUCT_IMAGE_FIELD = 'image';
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const ProductIdQuery = object({ productID: Id });
export type ProductIdQuery = Infer<typeof ProductIdQuery>;

export const STOCK_TYPES = ['credit', 'debit'] as const;
export const StockType = enums(STOCK_TYPES);
export type StockType = Infer<typeof StockType>;

/** `POST /product/add-stock`: credit adds units, debit removes them (never below zero). */
export const AddStockBody = object({
  quantity: wholeNumber(1, MAX_STOCK),
  productID: Id,
  type: StockType,
});
export type AddStockBody = Infer<typeof AddStockBody>;

/** The public shop's page size (spec 2 §9): 9 products per page. */
export const WEBSITE_PRODUCT_PAGE_SIZE = 9;

/**
 * `POST /product/get-product-by-salon-for-website` (no token): the enabled products of enabled
 * categories of the salon named `name`, newest first, paged on the server. `category` keeps products of
 * those categories; `minPrice`/`maxPrice` are cents, inclusive; `search` matches the product name.
 */
export const WebsiteProductListBody = object({
  name: size(SalonName, 1, 100),
  ...pageFields(WEBSITE_PRODUCT_PAGE_SIZE, 100),
  category: optional(size(array(Id), 0, 100)),
  minPrice: optional(Cents),
  maxPrice: optional(Cents),
  search: optional(size(trimmed(string()), 0, 200)),
});
export type WebsiteProductListBody = Infer<typeof WebsiteProductListBody>;

/**
 * A product as the public site shows it: no storage key, never a disabled one. Its `stock` is what the
 * cart allows at most (spec 2 §4).
 */
export const WebsiteProduct = omit(Product, ['productImageKey', 'enable']);
export type WebsiteProduct = Infer<typeof WebsiteProduct>;

/**
 * A page of the public shop and `priceRange`, the lowest and highest price (cents) of all its products
 * whatever the filters, for the price slider's bounds; null when the shop shows no product.
 */
export const WebsiteProductList = object({
  result: array(WebsiteProduct),
  totalPageSize: wholeNumber(0),
  totalCount: wholeNumber(0),
  priceRange: nullable(object({ min: Cents, max: Cents })),
});
export type WebsiteProductList = Infer<typeof WebsiteProductList>;

/** `GET /product/get-enabled-website-category?name=&pageNumber=&pageSize=` (no token). */
export const WebsiteCategoryQuery = object({ name: size(SalonName, 1, 100), ...pageFields(1000) });
export type WebsiteCategoryQuery = Infer<typeof WebsiteCategoryQuery>;

/** `GET /product/get-website-product-by-id?productID=` (no token): an enabled product of an enabled salon. */
export const WebsiteProductQuery = object({ productID: Id });
export type WebsiteProductQuery = Infer<typeof WebsiteProductQuery>;

/** Related products show 4 (spec 2 §9). */
export const SIMILAR_PRODUCT_PAGE_SIZE = 4;

/**
 * `GET /product/get-similar-website-product?productID&name&pageNumber&pageSize&filterValue` (no token):
 * the enabled products of the same category of salon `name`, the product itself left out. `filterValue`
 * (the old call sent the category's name) is accepted and ignored: the product names its category.
 */
export const SimilarProductsQuery = object({
  productID: Id,
  name: size(SalonName, 1, 100),
  ...pageFields(SIMILAR_PRODUCT_PAGE_SIZE, 100),
  filterValue: FilterValue,
});
export type SimilarProductsQuery = Infer<typeof SimilarProductsQuery>;
