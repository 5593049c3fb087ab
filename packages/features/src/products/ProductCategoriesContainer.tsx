import type { ProductCategory } from '@salon/api/products/schemas';
import { ProductCategoryDeleteModal } from '@salon/ui/screens/products/ProductCategoryDeleteModal';
import { ProductCategoryFormModal } from '@salon/ui/screens/products/ProductCategoryFormModal';
import {
  ProductCategoriesScreen,
  type ProductCategoriesState,
} from '@salon/ui/screens/products/ProductCategoriesScreen';
import { useSWRConfig } from 'swr';
import { firstRowNumber, listState, toastWrite, useListModal, useAddressPaging } from '../core';
import { isProductsReadKey, PRODUCTS_PAGE_SIZE } from './keys';
import { toCategoryRow } from './product-view';
import { useDeleteCategory } from './use-delete-category';
import { useEnableCategory } from './use-enable-category';
import { useProductCategories } from './use-product-categories';
import { useSaveCategory } from './use-save-category';

type OpenModal =
  { kind: 'form'; category: ProductCategory | null } | { kind: 'delete'; category: ProductCategory };

/** /product-categories for salon, manager and superadmin; the route table sends other roles to /. */
export function ProductCategoriesContainer() {
  const { mutate } = useSWRConfig();
  const reload = () => mutate(isProductsReadKey);
  const { page, setPage, afterRemoving } = useAddressPaging();
  const list = useProductCategories({ pageNumber: page, pageSize: PRODUCTS_PAGE_SIZE });
  const { open, show, close, run, formError } = useListModal<OpenModal>(reload);
  const save = useSaveCategory();
  const enable = useEnableCategory();
  const remove = useDeleteCategory();

  const categories = list.data?.result ?? [];
  const state: ProductCategoriesState = listState(list, (data) => ({
    categories: data.result.map(toCategoryRow),
    page,
    pageCount: data.totalPageSize,
    firstNumber: firstRowNumber(page, PRODUCTS_PAGE_SIZE),
  }));

  const openFor = (kind: OpenModal['kind'], id: string) => {
    const category = categories.find((item) => item._id === id);
    if (category) show({ kind, category });
  };

  const submit = async (categoryName: string) => {
    if (open?.kind !== 'form') return;
    const { category } = open;
    await run(
      () => save.trigger({ categoryName, ...(category ? { categoryID: category._id } : {}) }),
      'form',
    );
  };

  // No pending ids: this screen's switches have no pending state.
  const toggle = (id: string, value: boolean) =>
    toastWrite(() => enable.trigger({ id, enable: value }), reload);

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const deleted = await run(
      () => remove.trigger(open.category._id),
      'toast',
      afterRemoving(categories.length),
    );
    // A category in use: the error toast gives the server's 409 reason, and the modal closes too.
    if (!deleted) close();
  };

  return (
    <>
      <ProductCategoriesScreen
        state={state}
        onAdd={() => show({ kind: 'form', category: null })}
        onPageChange={setPage}
        onToggle={toggle}
        onEdit={(id) => openFor('form', id)}
        onDelete={(id) => openFor('delete', id)}
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
