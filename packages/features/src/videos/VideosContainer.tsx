import type { Video } from '@salon/api/videos/schemas';
import { VideoDeleteModal } from '@salon/ui/screens/videos/VideoDeleteModal';
import { VideoUploadModal, type VideoUploadValues } from '@salon/ui/screens/videos/VideoUploadModal';
import { VideosScreen, type VideoCardView, type VideosState } from '@salon/ui/screens/videos/VideosScreen';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listState, useUserInfo, useListPage } from '../core';
import { isVideoListKey } from './keys';
import { videosCapabilities } from './policies';
import { useDeleteVideo } from './use-delete-video';
import { useToggleVideo } from './use-toggle-video';
import { useUploadVideo } from './use-upload-video';
import { useVideoCategories } from './use-video-categories';
import { useVideoStylists } from './use-video-stylists';
import { useVideos } from './use-videos';

/** Videos per page (spec 2 §9). */
export const VIDEOS_PAGE_SIZE = 20;

type OpenModal = { kind: 'upload' } | { kind: 'delete'; video: VideoCardView };

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

/** /videos for salon owners, managers, stylists and the superadmin; the route table sends other roles to /. */
export function VideosContainer() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const listPage = useListPage<Video, OpenModal>(isVideoListKey, useVideos, VIDEOS_PAGE_SIZE);
  const { search, setSearch, page, setPage, afterRemoving, list, items: videos } = listPage;
  const { open, show, close, run, formError, rowWrites } = listPage;
  const can = videosCapabilities(userInfo?.role ?? 'user');
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = open?.kind === 'upload';
  // The upload form's options: enabled categories and the salon's stylists (1000, the reference size).
  const categories = useVideoCategories(uploading ? { pageNumber: 1, pageSize: 1000 } : null);
  const stylists = useVideoStylists(uploading);
  const upload = useUploadVideo();
  const toggle = useToggleVideo();
  const remove = useDeleteVideo();

  const state: VideosState = listState(list, (data) => ({
    videos: data.result.map(cardOf),
    page,
    pageCount: data.totalPageSize,
  }));

  const submitUpload = async (values: VideoUploadValues) => {
    setProgress(0);
    const uploadVideo = () =>
      upload.trigger({
        ...values,
        uploadedBy: userInfo?.role ?? 'salon',
        ...(userInfo?.salon ? { salon: userInfo.salon._id } : {}),
        onProgress: setProgress,
      });
    // The newest video comes first: back to page 1 to show it.
    await run(uploadVideo, 'form', () => setPage(1));
    setProgress(null);
  };

  const toggleEnable = (id: string, enable: boolean) =>
    rowWrites.run(id, () => toggle.trigger({ id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await run(() => remove.trigger(open.video.id), 'toast', afterRemoving(videos.length));
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
        onSearchChange={setSearch}
        onPageChange={setPage}
        onUpload={() => show({ kind: 'upload' })}
        hrefOf={(id) => `/videos/${id}`}
        onOpen={(id) => navigate(`/videos/${id}`)}
        onToggle={toggleEnable}
        onDelete={(video) => show({ kind: 'delete', video })}
        pendingIds={rowWrites.pendingIds}
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
