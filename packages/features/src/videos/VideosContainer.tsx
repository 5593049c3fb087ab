import type { Video } from '@salon/api/videos/schemas';
import { VideoDeleteModal } from '@salon/ui/modals/videos/VideoDeleteModal';
import { VideoUploadModal, type VideoUploadValues } from '@salon/ui/modals/videos/VideoUploadModal';
import { VideosScreen, type VideoCardView, type VideosState } from '@salon/ui/screens/videos/VideosScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, useUserInfo, RoleGuard } from '../core';
import { isVideoListKey } from './keys';
import { videosCapabilities, VIDEOS_ROLES } from './policies';
import { useDeleteVideo } from './use-delete-video';
import { useToggleVideo } from './use-toggle-video';
import { useUploadVideo } from './use-upload-video';
import { useVideoCategories } from './use-video-categories';
import { useVideoStylists } from './use-video-stylists';
import { useVideos } from './use-videos';

/** Videos per page (spec 2 §9). */
export const VIDEOS_PAGE_SIZE = 20;

const cardOf = (video: Video): VideoCardView => ({
  id: video._id,
  title: video.videoTitle,
  description: video.videoDescription,
  categoryName: video.videoCategory.categoryName,
  videoUrl: video.videoUrl,
  mimeType: video.mimeType,
  likeCount: video.likeCount,
  viewCount: video.viewCount,
  enable: video.enable,
});

/** /videos for salon owners, managers, stylists and the superadmin; everyone else is sent to /. */
export function VideosContainer() {
  return (
    <RoleGuard allow={VIDEOS_ROLES}>
      <Videos />
    </RoleGuard>
  );
}

function Videos() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const can = videosCapabilities(userInfo?.role ?? 'user');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useVideos({ pageNumber: page, pageSize: VIDEOS_PAGE_SIZE, filterValue });
  const [open, setOpen] = useState<{ kind: 'upload' } | { kind: 'delete'; video: VideoCardView } | null>(
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const uploading = open?.kind === 'upload';
  // The upload form's options: enabled categories and the salon's stylists (1000, the reference size).
  const categories = useVideoCategories(uploading ? { pageNumber: 1, pageSize: 1000 } : null);
  const stylists = useVideoStylists(uploading);
  const upload = useUploadVideo();
  const toggle = useToggleVideo();
  const remove = useDeleteVideo();

  const videos = list.data?.result ?? [];
  const state: VideosState = list.data
    ? { status: 'ready', videos: videos.map(cardOf), page, pageCount: list.data.totalPageSize }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const reload = () => mutate(isVideoListKey);
  const close = () => setOpen(null);

  const submitUpload = async (values: VideoUploadValues) => {
    setFormError(null);
    setProgress(0);
    try {
      toast.success(
        await upload.trigger({
          ...values,
          uploadedBy: userInfo?.role ?? 'salon',
          ...(userInfo?.salon ? { salon: userInfo.salon._id } : {}),
          onProgress: setProgress,
        }),
      );
      close();
      setPage(1);
      await reload();
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const toggleEnable = async (id: string, enable: boolean) => {
    setPendingIds((ids) => [...ids, id]);
    try {
      toast.success(await toggle.trigger({ id, enable }));
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPendingIds((ids) => ids.filter((item) => item !== id));
    }
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const lastOnPage = videos.length === 1 && page > 1;
    try {
      toast.success(await remove.trigger(open.video.id));
      close();
      if (lastOnPage) setPage(page - 1);
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const stylistOptions = (stylists.data ?? []).map((stylist) => ({
    value: stylist._id,
    label: stylist.name,
  }));

  return (
    <>
      <VideosScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onUpload={() => {
          setFormError(null);
          setOpen({ kind: 'upload' });
        }}
        hrefOf={(id) => `/videos/${id}`}
        onOpen={(id) => navigate(`/videos/${id}`)}
        onToggle={toggleEnable}
        onDelete={(video) => setOpen({ kind: 'delete', video })}
        pendingIds={pendingIds}
      />
      <VideoUploadModal
        open={uploading}
        onClose={close}
        categoryOptions={(categories.data?.result ?? [])
          .filter((category) => category.enable)
          .map((category) => ({ value: category._id, label: category.categoryName }))}
        stylistOptions={stylistOptions}
        // A stylist uploads as themself.
        defaultStylist={userInfo?.role === 'stylist' ? userInfo._id : null}
        optionsLoading={categories.isLoading || stylists.isLoading}
        onSubmit={submitUpload}
        submitting={upload.isMutating}
        progress={progress}
        serverError={formError}
      />
      <VideoDeleteModal
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? open.video.title : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
