import type { ProductCategory } from '@salon/api/products/schemas';
import { ProductCategoryDeleteModal } from '@salon/ui/modals/products/ProductCategoryDeleteModal';
import { ProductCategoryFormModal } from '@salon/ui/modals/products/ProductCategoryFormModal';
import {
  ProductCategoriesScreen,
  type ProductCategoriesState,
} from '@salon/ui/screens/products/ProductCategoriesScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, RoleGuard } from '../core';
import { isProductsReadKey, PRODUCTS_PAGE_SIZE } from './keys';
import { PRODUCT_ROLES } from './policies';
import { toCategoryRow } from './product-view';
import { useDeleteCategory } from './use-delete-category';
import { useEnableCategory } from './use-enable-category';
import { useProductCategories } from './use-product-categories';
import { useSaveCategory } from './use-save-category';

type OpenModal =
  { kind: 'form'; category: ProductCategory | null } | { kind: 'delete'; category: ProductCategory } | null;

/** /product-categories for salon, manager and superadmin; other roles go to /. */
export function ProductCategoriesContainer() {
  return (
    <RoleGuard allow={PRODUCT_ROLES}>
      <ProductCategories />
    </RoleGuard>
  );
}

function ProductCategories() {
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const list = useProductCategories({ pageNumber: page, pageSize: PRODUCTS_PAGE_SIZE });
  const [open, setOpen] = useState<OpenModal>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCategory();
  const enable = useEnableCategory();
  const remove = useDeleteCategory();

  const categories = list.data?.result ?? [];
  const state: ProductCategoriesState = list.data
    ? {
        status: 'ready',
        categories: categories.map(toCategoryRow),
        page,
        pageCount: list.data.totalPageSize,
        firstNumber: (page - 1) * PRODUCTS_PAGE_SIZE + 1,
      }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const reload = () => mutate(isProductsReadKey);
  const close = () => setOpen(null);
  const categoryOf = (id: string) => categories.find((category) => category._id === id);

  const submit = async (categoryName: string) => {
    if (open?.kind !== 'form') return;
    setFormError(null);
    try {
      toast.success(
        await save.trigger({
          categoryName,
          ...(open.category ? { categoryID: open.category._id } : {}),
        }),
      );
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
    const lastOnPage = categories.length === 1 && page > 1;
    try {
      toast.success(await remove.trigger(open.category._id));
      close();
      if (lastOnPage) setPage(page - 1);
      await reload();
    } catch (error) {
      // A category in use: the server's 409 says why.
      toast.error(errorMessage(error));
      close();
    }
  };

  return (
    <>
      <ProductCategoriesScreen
        state={state}
        onAdd={() => {
          setFormError(null);
          setOpen({ kind: 'form', category: null });
        }}
        onPageChange={setPage}
        onToggle={toggle}
        onEdit={(id) => {
          const category = categoryOf(id);
          if (!category) return;
          setFormError(null);
          setOpen({ kind: 'form', category });
        }}
        onDelete={(id) => {
          const category = categoryOf(id);
          if (category) setOpen({ kind: 'delete', category });
        }}
      />
      <ProductCategoryFormModal
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.category ? 'update' : 'create'}
        initialName={open?.kind === 'form' ? (open.category?.categoryName ?? '') : ''}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submit}
        onClose={close}
      />
      <ProductCategoryDeleteModal
        open={open?.kind === 'delete'}
        categoryName={open?.kind === 'delete' ? open.category.categoryName : ''}
        deleting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
