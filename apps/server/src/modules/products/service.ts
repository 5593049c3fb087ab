import { createReadStream } from 'node:fs';
import type { Paged } from '@salon/api/shared/schemas';
import {
  MAX_STOCK,
  type AddStockBody,
  type Product,
  type ProductCategory,
  type SaveCategoryBody,
  type SaveProductBody,
  type SimilarProductsQuery,
  type WebsiteProduct,
} from '@salon/api/products/schemas';
import type { PagedQuery } from '@salon/api/shared/schemas';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors';
import type { ProductCategoryRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { FileStorage } from '../../storage/file-storage';
import type { ImageVariants } from '../../storage/image-variants';
import { productOf, websiteProductOf } from './mapping';
import type { ProductRepository, ProductWithCategory } from './repository';

/** Spec 2 §6: products and their categories are managed by salon, manager and superadmin. */

const CATEGORY_NOT_FOUND = 'Product category not found';
const PRODUCT_NOT_FOUND = 'Product not found';
const CATEGORY_TAKEN = 'A product category with this name already exists';

export function pagedOf<T>(rows: T[], total: number, pageSize: number): Paged<T> {
  return { result: rows, totalCount: total, totalPageSize: Math.ceil(total / pageSize) };
}

/** The salon a product manager works in; 403 for other roles and a superadmin without a salon. */
export function productSalonOf(viewer: Viewer): string {
  authorize(viewer, 'products.manage');
  return ownSalonOf(viewer);
}

function categoryOf(row: ProductCategoryRow): ProductCategory {
  return { _id: row.id, categoryName: row.name, createdAt: row.createdAt.toISOString(), enable: row.enable };
}

function inUseMessage(count: number): string {
  const products = count === 1 ? '1 product uses' : `${count} products use`;
  return `This category cannot be deleted: ${products} it. Move or delete those products first.`;
}

export class ProductService {
  constructor(
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    /** The product photos' responsive copies, made at upload. */
    private readonly variants?: ImageVariants,
  ) {}

  async categories(viewer: Viewer, query: PagedQuery): Promise<Paged<ProductCategory>> {
    const salonId = productSalonOf(viewer);
    const page = await this.products.listCategories(salonId, query);
    return pagedOf(page.rows.map(categoryOf), page.total, query.pageSize);
  }

  async saveCategory(viewer: Viewer, body: SaveCategoryBody): Promise<ProductCategory> {
    const salonId = productSalonOf(viewer);
    if (body.categoryID && !(await this.products.findCategory(salonId, body.categoryID))) {
      throw new NotFoundError(CATEGORY_NOT_FOUND);
    }
    if (await this.products.categoryNameTaken(salonId, body.categoryName, body.categoryID)) {
      throw new ConflictError(CATEGORY_TAKEN);
    }
    try {
      const row = body.categoryID
        ? await this.products.updateCategory(salonId, body.categoryID, { name: body.categoryName })
        : await this.products.createCategory(salonId, body.categoryName);
      if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
      return categoryOf(row);
    } catch (error) {
      // Two requests with the same name at once: the unique index decides.
      if (uniqueViolation(error) !== undefined) throw new ConflictError(CATEGORY_TAKEN);
      throw error;
    }
  }

  async enableCategory(viewer: Viewer, id: string, enable: boolean): Promise<ProductCategory> {
    const row = await this.products.updateCategory(productSalonOf(viewer), id, { enable });
    if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
    return categoryOf(row);
  }

  async deleteCategory(viewer: Viewer, id: string): Promise<void> {
    const salonId = productSalonOf(viewer);
    if (!(await this.products.findCategory(salonId, id))) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const used = await this.products.countProductsInCategory(salonId, id);
    if (used > 0) throw new ConflictError(inUseMessage(used), 'category_in_use');
    try {
      await this.products.deleteCategory(salonId, id);
    } catch (error) {
      // A product was added to it meanwhile: the foreign key refuses the delete.
      if (isForeignKeyViolation(error)) {
        throw new ConflictError(inUseMessage(await this.products.countProductsInCategory(salonId, id)));
      }
      throw error;
    }
  }

  async list(viewer: Viewer, query: PagedQuery): Promise<Paged<Product>> {
    const salonId = productSalonOf(viewer);
    const page = await this.products.listProducts(salonId, query);
    return pagedOf(
      page.rows.map((row) => productOf(row, this.storage)),
      page.total,
      query.pageSize,
    );
  }

  async get(viewer: Viewer, id: string): Promise<Product> {
    return productOf(await this.found(productSalonOf(viewer), id), this.storage);
  }

  /** Creates a product, or updates `body._id`; a new image replaces the old one, whose file is removed. */
  async save(viewer: Viewer, body: SaveProductBody, image: UploadedFile | undefined): Promise<Product> {
    const salonId = productSalonOf(viewer);
    const existing = body._id ? await this.found(salonId, body._id) : undefined;
    if (!existing && !image) throw new BadRequestError('Please select product image');
    if (body.productPrice > body.actualPrice) {
      throw new BadRequestError('productPrice: must not be more than the actual price');
    }
    const category = await this.products.findCategory(salonId, body.category);
    if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);

    const stored = image
      ? await this.storage.put(createReadStream(image.path), { extension: image.extension })
      : undefined;
    if (stored) await this.variants?.make(stored.key);
    const changes = {
      categoryId: category.id,
      name: body.productName,
      description: body.productDescription,
      priceCents: body.productPrice,
      actualPriceCents: body.actualPrice,
      rating: body.rating,
      ...(stored ? { imageKey: stored.key } : {}),
    };
    try {
      if (existing) {
        const updated = await this.products.updateProduct(salonId, existing.id, changes);
        if (!updated) throw new NotFoundError(PRODUCT_NOT_FOUND);
        if (stored) {
          await this.storage.delete(existing.imageKey);
          await this.variants?.remove(existing.imageKey);
        }
        return productOf({ ...updated, categoryName: category.name }, this.storage);
      }
      if (!stored) throw new BadRequestError('Please select product image');
      const created = await this.products.createProduct({ ...changes, imageKey: stored.key, salonId });
      return productOf({ ...created, categoryName: category.name }, this.storage);
    } catch (error) {
      // The row was not written: the new file would be an orphan.
      if (stored) {
        await this.storage.delete(stored.key);
        await this.variants?.remove(stored.key);
      }
      throw error;
    }
  }

  async enable(viewer: Viewer, id: string, enable: boolean): Promise<Product> {
    const salonId = productSalonOf(viewer);
    if (!(await this.products.setProductEnabled(salonId, id, enable))) {
      throw new NotFoundError(PRODUCT_NOT_FOUND);
    }
    return productOf(await this.found(salonId, id), this.storage);
  }

  /** Deletes the product and then its image file (order lines keep their own snapshot). */
  async delete(viewer: Viewer, id: string): Promise<void> {
    const row = await this.products.deleteProduct(productSalonOf(viewer), id);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    await this.storage.delete(row.imageKey);
    await this.variants?.remove(row.imageKey);
  }

  /** Credits or debits stock atomically; a debit beyond the stock (or a credit beyond the cap) is a 409. */
  async addStock(viewer: Viewer, body: AddStockBody): Promise<Product> {
    const salonId = productSalonOf(viewer);
    const delta = body.type === 'credit' ? body.quantity : -body.quantity;
    const moved = await this.products.moveStock(salonId, body.productID, delta, MAX_STOCK);
    const product = await this.found(salonId, body.productID);
    if (!moved) {
      const units = (n: number) => (n === 1 ? '1 unit' : `${n.toLocaleString('en-US')} units`);
      throw new ConflictError(
        body.type === 'debit'
          ? `Cannot remove ${units(body.quantity)}: only ${units(product.stock)} in stock`
          : `Cannot add ${units(body.quantity)}: stock cannot exceed ${units(MAX_STOCK)}`,
        body.type === 'debit' ? 'insufficient_stock' : 'stock_limit',
      );
    }
    return productOf(product, this.storage);
  }

  /** The public product page: an enabled product of an enabled category and salon, else 404. */
  async websiteProduct(id: string): Promise<WebsiteProduct> {
    const row = await this.products.findPublic(id);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return websiteProductOf(row, this.storage);
  }

  /** 'RELATED PRODUCTS': the same category's other enabled products, of the salon the site names. */
  async similar(query: SimilarProductsQuery): Promise<Paged<WebsiteProduct>> {
    const product = await this.products.findPublic(query.productID);
    if (!product || product.salonSlug !== query.name.toLowerCase())
      throw new NotFoundError(PRODUCT_NOT_FOUND);
    const page = await this.products.listSimilar(product.salonId, product.categoryId, product.id, query);
    return pagedOf(
      page.rows.map((row) => websiteProductOf(row, this.storage)),
      page.total,
      query.pageSize,
    );
  }

  private async found(salonId: string, id: string): Promise<ProductWithCategory> {
    const row = await this.products.findProduct(salonId, id);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return row;
  }
}
