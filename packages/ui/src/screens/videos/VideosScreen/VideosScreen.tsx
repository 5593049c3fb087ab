import { CardsPage } from '@salon/ui/patterns/CardsPage';
import { ListCard } from '@salon/ui/patterns/ListCard';
import type { ListPageProps } from '@salon/ui/patterns/ListScreen';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Switch } from '@salon/ui/primitives/Switch';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import type { MouseEvent } from 'react';
import type { VideoDetailView } from '../VideoDetailScreen';
import {
  Actions,
  Category,
  Count,
  Description,
  Meta,
  PlayBadge,
  Thumbnail,
  Title,
} from './VideosScreen.styles';

/** A video as its card shows it: the detail page's view and whether it is enabled. */
export interface VideoCardView extends VideoDetailView {
  enable: boolean;
}

export type VideosState = PagedItemsState<'videos', VideoCardView>;

export interface VideosCapabilities {
  upload: boolean;
  /** The enable switch and 'Delete Video'. */
  manage: boolean;
}

export interface VideosScreenProps extends Pick<
  ListPageProps<VideoCardView>,
  'searchValue' | 'onSearchChange' | 'onPageChange'
> {
  state: VideosState;
  can: VideosCapabilities;
  onUpload: () => void;
  /** The detail page's address, for the card links (`videos/{id}`). */
  hrefOf: (id: string) => string;
  /** Follows a card link inside the app. */
  onOpen: (id: string) => void;
  onToggle: (id: string, enable: boolean) => void;
  onDelete: (video: VideoCardView) => void;
  pendingIds?: readonly string[];
}

/** /videos: the salon's videos as cards (spec 2 §2 "Videos"). */
export function VideosScreen({
  state,
  can,
  onUpload,
  hrefOf,
  onOpen,
  onToggle,
  onDelete,
  pendingIds = [],
  ...paging
}: VideosScreenProps) {
  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <CardsPage
      {...paging}
      title="List of all video contents"
      searchPlaceholder="Search Videos..."
      {...addButton(can.upload, 'Upload Video', onUpload)}
      state={state}
      items={state.status === 'ready' ? state.videos : []}
      label="Videos"
      skeleton={
        <ListCard>
          <Skeleton height="135px" />
          <Skeleton shape="text" lines={2} />
        </ListCard>
      }
      skeletonCount={6}
      emptySubtitle="We could not find any video data."
      boxedError
      pagesInFooter
      renderItem={(video) => (
        <ListCard key={video.id} label={video.title}>
          <Thumbnail href={hrefOf(video.id)} onClick={follow(video.id)} tabIndex={-1} aria-hidden="true">
            {/* No poster: the first frame (#t=0.1) is the thumbnail; only metadata and that frame load. */}
            <video preload="metadata" muted playsInline tabIndex={-1}>
              <source src={`${video.videoUrl}#t=0.1`} type={video.mimeType} />
            </video>
            <PlayBadge>
              <Icon name="play" size={32} />
            </PlayBadge>
          </Thumbnail>
          <Title>
            <a href={hrefOf(video.id)} onClick={follow(video.id)}>
              {video.title}
            </a>
          </Title>
          <Description>{video.description}</Description>
          <Meta>
            <Category>{video.categoryName}</Category>
            <Count>
              <Icon name="heart" size={16} />
              {video.likeCount}
              <VisuallyHidden>likes</VisuallyHidden>
            </Count>
            <Count>
              <Icon name="eye" size={16} />
              {video.viewCount}
              <VisuallyHidden>views</VisuallyHidden>
            </Count>
          </Meta>
          <Actions>
            <Switch
              checked={video.enable}
              label={`${video.title} enabled`}
              hideLabel
              disabled={!can.manage || pendingIds.includes(video.id)}
              onChange={(enable) => onToggle(video.id, enable)}
            />
            {can.manage && (
              <Button variant="danger" size="sm" onClick={() => onDelete(video)}>
                Delete Video
              </Button>
            )}
          </Actions>
        </ListCard>
      )}
    />
  );
}
