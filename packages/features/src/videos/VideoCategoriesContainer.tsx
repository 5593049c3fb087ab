import { VideoCategoryDeleteModal } from '@salon/ui/modals/videos/VideoCategoryDeleteModal';
import {
  VideoCategoryFormModal,
  type VideoCategoryFormValues,
} from '@salon/ui/modals/videos/VideoCategoryFormModal';
import {
  VideoCategoriesScreen,
  type VideoCategoriesState,
  type VideoCategoryRow,
} from '@salon/ui/screens/videos/VideoCategoriesScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, RoleGuard } from '../core';
import { isVideoCategoriesKey } from './keys';
import { VIDEO_CATEGORIES_ROLES } from './policies';
import { useDeleteVideoCategory } from './use-delete-video-category';
import { useSaveVideoCategory } from './use-save-video-category';
import { useToggleVideoCategory } from './use-toggle-video-category';
import { useVideoCategories } from './use-video-categories';

export const VIDEO_CATEGORIES_PAGE_SIZE = 20;

type OpenModal =
  { kind: 'form'; row: VideoCategoryRow | null } | { kind: 'delete'; row: VideoCategoryRow } | null;

/** /video-categories for salon owners, managers and the superadmin; everyone else is sent to /. */
export function VideoCategoriesContainer() {
  return (
    <RoleGuard allow={VIDEO_CATEGORIES_ROLES}>
      <VideoCategories />
    </RoleGuard>
  );
}

function VideoCategories() {
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useVideoCategories({ pageNumber: page, pageSize: VIDEO_CATEGORIES_PAGE_SIZE, filterValue });
  const [open, setOpen] = useState<OpenModal>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const save = useSaveVideoCategory();
  const toggle = useToggleVideoCategory();
  const remove = useDeleteVideoCategory();

  const rows = (list.data?.result ?? []).map((category) => ({
    id: category._id,
    name: category.categoryName,
    enable: category.enable,
  }));
  const state: VideoCategoriesState = list.data
    ? {
        status: 'ready',
        rows,
        page,
        pageCount: list.data.totalPageSize,
        pageSize: VIDEO_CATEGORIES_PAGE_SIZE,
      }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const reload = () => mutate(isVideoCategoriesKey);
  const close = () => setOpen(null);

  const submitForm = async (values: VideoCategoryFormValues) => {
    if (open?.kind !== 'form') return;
    setFormError(null);
    try {
      toast.success(
        await save.trigger({
          ...(open.row ? { categoryID: open.row.id } : {}),
          categoryName: values.categoryName,
        }),
      );
      close();
      await reload();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const toggleEnable = async (row: VideoCategoryRow, enable: boolean) => {
    setPendingIds((ids) => [...ids, row.id]);
    try {
      toast.success(await toggle.trigger({ id: row.id, enable }));
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const lastOnPage = rows.length === 1 && page > 1;
    try {
      toast.success(await remove.trigger(open.row.id));
      close();
      if (lastOnPage) setPage(page - 1);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <VideoCategoriesScreen
        state={state}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onAdd={() => {
          setFormError(null);
          setOpen({ kind: 'form', row: null });
        }}
        onEdit={(row) => {
          setFormError(null);
          setOpen({ kind: 'form', row });
        }}
        onToggle={toggleEnable}
        onDelete={(row) => setOpen({ kind: 'delete', row })}
        pendingIds={pendingIds}
      />
      <VideoCategoryFormModal
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.row ? 'update' : 'create'}
        initialValues={{ categoryName: open?.kind === 'form' ? (open.row?.name ?? '') : '' }}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submitForm}
        onClose={close}
      />
      <VideoCategoryDeleteModal
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? open.row.name : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
