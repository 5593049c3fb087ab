import type { VideoCategory } from '@salon/api/videos/schemas';
import { VideoCategoryDeleteModal } from '@salon/ui/screens/videos/VideoCategoryDeleteModal';
import {
  VideoCategoryFormModal,
  type VideoCategoryFormValues,
} from '@salon/ui/screens/videos/VideoCategoryFormModal';
import {
  VideoCategoriesScreen,
  type VideoCategoriesState,
  type VideoCategoryRow,
} from '@salon/ui/screens/videos/VideoCategoriesScreen';
import { listState, tablePage, useListPage } from '../core';
import { isVideoCategoriesKey } from './keys';
import { useDeleteVideoCategory } from './use-delete-video-category';
import { useSaveVideoCategory } from './use-save-video-category';
import { useToggleVideoCategory } from './use-toggle-video-category';
import { useVideoCategories } from './use-video-categories';

export const VIDEO_CATEGORIES_PAGE_SIZE = 20;

type OpenModal = { kind: 'form'; row: VideoCategoryRow | null } | { kind: 'delete'; row: VideoCategoryRow };

const toRow = (category: VideoCategory): VideoCategoryRow => ({
  id: category._id,
  name: category.categoryName,
  enable: category.enable,
});

/** /video-categories for salon owners, managers and the superadmin; the route table sends other roles to /. */
export function VideoCategoriesContainer() {
  const listPage = useListPage<VideoCategory, OpenModal>(
    isVideoCategoriesKey,
    useVideoCategories,
    VIDEO_CATEGORIES_PAGE_SIZE,
  );
  const { search, setSearch, page, setPage, afterRemoving, list } = listPage;
  const { open, show, close, run, formError, rowWrites } = listPage;
  const save = useSaveVideoCategory();
  const toggle = useToggleVideoCategory();
  const remove = useDeleteVideoCategory();

  const rowsOnPage = list.data?.result.length ?? 0;
  const state: VideoCategoriesState = listState(list, (data) =>
    tablePage(data, toRow, page, VIDEO_CATEGORIES_PAGE_SIZE),
  );

  const submitForm = async (values: VideoCategoryFormValues) => {
    if (open?.kind !== 'form') return;
    const { row } = open;
    await run(
      () => save.trigger({ ...(row ? { categoryID: row.id } : {}), categoryName: values.categoryName }),
      'form',
    );
  };

  const toggleEnable = (row: VideoCategoryRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.row.id), 'toast', afterRemoving(rowsOnPage));
  };

  return (
    <>
      <VideoCategoriesScreen
        state={state}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', row: null })}
        onEdit={(row) => show({ kind: 'form', row })}
        onToggle={toggleEnable}
        onDelete={(row) => show({ kind: 'delete', row })}
        pendingIds={rowWrites.pendingIds}
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
