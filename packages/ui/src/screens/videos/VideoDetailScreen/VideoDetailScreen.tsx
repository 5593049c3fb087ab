import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Icon } from '@salon/ui/primitives/Icon';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import type { MouseEvent } from 'react';
import { BackLink, Description, Facts, Heading, Page, Player } from './VideoDetailScreen.styles';

export interface VideoDetailView {
  id: string;
  title: string;
  description: string;
  categoryName: string;
  videoUrl: string;
  mimeType: string;
  likeCount: number;
  viewCount: number;
}

export type VideoDetailState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; video: VideoDetailView };

export interface VideoDetailScreenProps {
  state: VideoDetailState;
  /** The list's address, for the back link. */
  backHref: string;
  onBack: () => void;
}

/** /videos/{id}: the player with the video's category, likes, views and description. */
export function VideoDetailScreen({ state, backHref, onBack }: VideoDetailScreenProps) {
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onBack();
  };
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <BackLink href={backHref} onClick={back}>
        <Icon name="chevron-left" size={16} />
        All videos
      </BackLink>
      {state.status === 'loading' ? (
        <>
          <Skeleton shape="text" width="40%" height="28px" />
          <Skeleton height="360px" />
          <Skeleton shape="text" lines={3} />
        </>
      ) : state.status === 'error' ? (
        <ErrorText boxed role="alert">
          {state.message}
        </ErrorText>
      ) : (
        <>
          <Heading>{state.video.title}</Heading>
          {/* Uploads are served with range requests, so the player can seek anywhere. */}
          <Player controls preload="metadata" aria-label={state.video.title} data-testid="video-player">
            <source src={state.video.videoUrl} type={state.video.mimeType} />
            Your browser does not support the video tag.
          </Player>
          <Facts>
            <div>
              <dt>Category</dt>
              <dd>{state.video.categoryName}</dd>
            </div>
            <div>
              <dt>Likes</dt>
              <dd>{state.video.likeCount}</dd>
            </div>
            <div>
              <dt>Views</dt>
              <dd>{state.video.viewCount}</dd>
            </div>
          </Facts>
          <Description>{state.video.description}</Description>
        </>
      )}
    </Page>
  );
}
