import { PRODUCT_IMAGE_MAX_BYTES, type Product } from '@salon/api/products/schemas';
import { textToCents } from '@salon/api/products/pricing';
import { ProductDeleteModal } from '@salon/ui/modals/products/ProductDeleteModal';
import { ProductDetailsModal } from '@salon/ui/modals/products/ProductDetailsModal';
import { ProductFormModal, type ProductFormValues } from '@salon/ui/modals/products/ProductFormModal';
import { ProductStockModal } from '@salon/ui/modals/products/ProductStockModal';
import { ProductsScreen, type ProductsState } from '@salon/ui/screens/products/ProductsScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, useUserInfo, RoleGuard } from '../core';
import { CATEGORY_OPTIONS_PAGE_SIZE, isProductsReadKey, PRODUCTS_PAGE_SIZE } from './keys';
import { productCapabilities, PRODUCT_ROLES } from './policies';
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
  | { kind: 'details'; product: Product }
  | null;

/** /products for salon, manager and superadmin; other roles go to /. */
export function ProductsContainer() {
  return (
    <RoleGuard allow={PRODUCT_ROLES}>
      <Products />
    </RoleGuard>
  );
}

function Products() {
  const userInfo = useUserInfo();
  const can = productCapabilities(userInfo?.role ?? 'stylist');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useProducts({ pageNumber: page, pageSize: PRODUCTS_PAGE_SIZE, filterValue });
  const [open, setOpen] = useState<OpenModal>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const categories = useProductCategories(
    open?.kind === 'form' ? { pageNumber: 1, pageSize: CATEGORY_OPTIONS_PAGE_SIZE } : null,
  );
  const save = useSaveProduct();
  const enable = useEnableProduct();
  const remove = useDeleteProduct();
  const stock = useAddStock();

  const products = list.data?.result ?? [];
  const state: ProductsState = list.data
    ? { status: 'ready', products: products.map(toCardView), page, pageCount: list.data.totalPageSize }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const reload = () => mutate(isProductsReadKey);
  const close = () => setOpen(null);
  const openFor = (kind: 'stock' | 'delete' | 'details' | 'form', id: string) => {
    const product = products.find((item) => item._id === id);
    if (!product) return;
    setFormError(null);
    setOpen({ kind, product });
  };

  // Disabled categories are not offered for new choices; a product keeps the one it has.
  const editing = open?.kind === 'form' ? open.product : null;
  const categoryOptions = (categories.data?.result ?? [])
    .filter((category) => category.enable || category._id === editing?.category._id)
    .map((category) => ({ value: category._id, label: category.categoryName }));

  const submitProduct = async (values: ProductFormValues) => {
    if (open?.kind !== 'form' || !values.category || values.rating === null) return;
    setFormError(null);
    try {
      const { message } = await save.trigger({
        body: {
          ...(open.product ? { _id: open.product._id } : {}),
          productName: values.productName.trim(),
          productDescription: values.productDescription.trim(),
          category: values.category,
          productPrice: textToCents(values.productPrice) ?? 0,
          actualPrice: textToCents(values.actualPrice) ?? 0,
          rating: values.rating,
        },
        image: values.image,
      });
      toast.success(message);
      close();
      await reload();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const submitStock = async (values: { quantity: number; type: 'credit' | 'debit' }) => {
    if (open?.kind !== 'stock') return;
    setFormError(null);
    try {
      toast.success(await stock.trigger({ productID: open.product._id, ...values }));
      close();
      await reload();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const toggle = async (id: string, value: boolean) => {
    try {
      toast.success(await enable.trigger({ id, enable: value }));
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const lastOnPage = products.length === 1 && page > 1;
    try {
      toast.success(await remove.trigger(open.product._id));
      close();
      if (lastOnPage) setPage(page - 1);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <ProductsScreen
        state={state}
        can={can}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onAdd={() => {
          setFormError(null);
          setOpen({ kind: 'form', product: null });
        }}
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
          initialValues={editing ? toFormValues(editing) : EMPTY_PRODUCT_FORM}
          currentImageUrl={editing?.productImageURL ?? null}
          categoryOptions={categoryOptions}
          maxImageBytes={PRODUCT_IMAGE_MAX_BYTES}
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
        product={open?.kind === 'details' ? toDetailView(open.product) : null}
        onOpenPage={open?.kind === 'details' ? () => navigate(`/products/${open.product._id}`) : undefined}
        onClose={close}
      />
    </>
  );
}
