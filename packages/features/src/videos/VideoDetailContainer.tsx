import { VideoDetailScreen, type VideoDetailState } from '@salon/ui/screens/videos/VideoDetailScreen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { useCountVideoView } from './use-count-video-view';
import { useVideo } from './use-video';

/** /videos/{id}: plays the video and counts one view per load. */
export function VideoDetailContainer() {
  const { id } = useParams();
  const navigate = useNavigate();
  const video = useVideo(id);
  // Kept beside the SWR cache, not written into it: a mutate that lands before the first fetch
  // returns would make SWR drop that fetch and leave the page loading.
  const [countedViews, setCountedViews] = useState<number>();
  useCountVideoView(id, setCountedViews);

  const state: VideoDetailState = video.data
    ? {
        status: 'ready',
        video: {
          id: video.data._id,
          title: video.data.videoTitle,
          description: video.data.videoDescription,
          categoryName: video.data.videoCategory.categoryName,
          videoUrl: video.data.videoUrl,
          mimeType: video.data.mimeType,
          likeCount: video.data.likeCount,
          viewCount: Math.max(countedViews ?? 0, video.data.viewCount),
        },
      }
    : video.error
      ? { status: 'error', message: errorMessage(video.error) }
      : { status: 'loading' };

  return <VideoDetailScreen state={state} backHref="/videos" onBack={() => navigate('/videos')} />;
}
