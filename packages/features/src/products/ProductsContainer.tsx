import type { ReactNode } from 'react';
import { PRODUCT_IMAGE_MAX_BYTES, type Product } from '@salon/api/products/schemas';
import { textToMinor } from '@salon/api/money/format';
import { ProductDeleteModal } from '@salon/ui/screens/products/ProductDeleteModal';
import { ProductDetailsModal } from '@salon/ui/screens/products/ProductDetailsModal';
import { ProductFormModal, type ProductFormValues } from '@salon/ui/screens/products/ProductFormModal';
import { ProductStockModal } from '@salon/ui/screens/products/ProductStockModal';
import { ProductsScreen, type ProductsState } from '@salon/ui/screens/products/ProductsScreen';
import { useNavigate } from 'react-router-dom';
import { listState, toastWrite, useListPage, useCapabilities, useSalonMoney } from '../core';
import { CATEGORY_OPTIONS_PAGE_SIZE, isProductsReadKey, PRODUCTS_PAGE_SIZE } from './keys';
import { productCapabilities } from './policies';
import { EMPTY_PRODUCT_FORM, toCardView, toDetailView, toFormValues } from './product-view';
import { useAddStock } from './use-add-stock';
import { useDeleteProduct } from './use-delete-product';
import { useEnableProduct } from './use-enable-product';
import { useProductCategories } from './use-product-categories';
import { useProducts } from './use-products';
import { useSaveProduct } from './use-save-product';

type OpenModal =
  | { kind: 'form'; product: Product | null }
  | { kind: 'stock'; product: Product }
  | { kind: 'delete'; product: Product }
  | { kind: 'details'; product: Product };

/** /products for salon, manager and superadmin; the route table sends other roles to /. */
/** Extra header controls the app composes in (the Export menu). */
export function ProductsContainer({ headerActions }: { headerActions?: ReactNode } = {}) {
  const can = useCapabilities(productCapabilities);
  const money = useSalonMoney();
  const navigate = useNavigate();
  const listPage = useListPage<Product, OpenModal>(isProductsReadKey, useProducts, PRODUCTS_PAGE_SIZE);
  const { search, setSearch, page, setPage, afterRemoving, list, items: products, reload } = listPage;
  const { open, show, close, run, formError, showItem } = listPage;
  const categories = useProductCategories(
    open?.kind === 'form' ? { pageNumber: 1, pageSize: CATEGORY_OPTIONS_PAGE_SIZE } : null,
  );
  const save = useSaveProduct();
  const enable = useEnableProduct();
  const remove = useDeleteProduct();
  const stock = useAddStock();

  const state: ProductsState = listState(list, (data) => ({
    products: data.result.map((product) => toCardView(product, money)),
    page,
    pageCount: data.totalPageSize,
  }));

  const openFor = (kind: OpenModal['kind'], id: string) => showItem(id, (product) => ({ kind, product }));

  // Disabled categories are not offered for new choices; a product keeps the one it has.
  const editing = open?.kind === 'form' ? open.product : null;
  const categoryOptions = (categories.data?.result ?? [])
    .filter((category) => category.enable || category._id === editing?.category._id)
    .map((category) => ({ value: category._id, label: category.categoryName }));

  const submitProduct = async (values: ProductFormValues) => {
    if (open?.kind !== 'form' || !values.category || values.rating === null) return;
    const { product } = open;
    const body = {
      ...(product ? { _id: product._id } : {}),
      productName: values.productName.trim(),
      productDescription: values.productDescription.trim(),
      category: values.category,
      productPrice: textToMinor(values.productPrice, money.currency) ?? 0,
      actualPrice: textToMinor(values.actualPrice, money.currency) ?? 0,
      rating: values.rating,
    };
    await run(async () => (await save.trigger({ body, image: values.image })).message, 'form');
  };

  const submitStock = async (values: { quantity: number; type: 'credit' | 'debit' }) => {
    if (open?.kind !== 'stock') return;
    await run(() => stock.trigger({ productID: open.product._id, ...values }), 'form');
  };

  // No pending ids: this screen's switches have no pending state.
  const toggle = (id: string, value: boolean) =>
    toastWrite(() => enable.trigger({ id, enable: value }), reload);

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.product._id), 'toast', afterRemoving(products.length));
  };

  return (
    <>
      <ProductsScreen
        actions={headerActions}
        state={state}
        can={can}
        search={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', product: null })}
        onOpenDetails={(id) => openFor('details', id)}
        onToggle={toggle}
        onAddStock={(id) => openFor('stock', id)}
        onEdit={(id) => openFor('form', id)}
        onDelete={(id) => openFor('delete', id)}
      />
      {can.add && (
        <ProductFormModal
          open={open?.kind === 'form'}
          mode={editing ? 'update' : 'create'}
          initialValues={editing ? toFormValues(editing, money.currency) : EMPTY_PRODUCT_FORM}
          currentImageUrl={editing?.productImageURL ?? null}
          categoryOptions={categoryOptions}
          maxImageBytes={PRODUCT_IMAGE_MAX_BYTES}
          money={money}
          submitting={save.isMutating}
          serverError={formError}
          onSubmit={submitProduct}
          onClose={close}
        />
      )}
      <ProductStockModal
        open={open?.kind === 'stock'}
        productName={open?.kind === 'stock' ? open.product.productName : ''}
        stock={open?.kind === 'stock' ? open.product.stock : 0}
        submitting={stock.isMutating}
        serverError={formError}
        onSubmit={submitStock}
        onClose={close}
      />
      <ProductDeleteModal
        open={open?.kind === 'delete'}
        productName={open?.kind === 'delete' ? open.product.productName : ''}
        deleting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      <ProductDetailsModal
        open={open?.kind === 'details'}
        product={open?.kind === 'details' ? toDetailView(open.product, money) : null}
        onOpenPage={open?.kind === 'details' ? () => navigate(`/products/${open.product._id}`) : undefined}
        onClose={close}
      />
    </>
  );
}
