import { addVideoView } from '@salon/api/videos/endpoints';
import { useEffect, useRef } from 'react';
import { useApi } from '../core';

/**
 * Counts one view per load of the detail page (`POST /video/add-view`), once per id even when React
 * mounts twice in development; calls `onCounted` with the new count.
 */
export function useCountVideoView(id: string | undefined, onCounted: (viewCount: number) => void) {
  const api = useApi();
  const counted = useRef<string | null>(null);
  const callback = useRef(onCounted);
  callback.current = onCounted;
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    api(addVideoView, { query: { videoID: id } }).then(
      ({ data }) => callback.current(data.viewCount),
      // A view that could not be counted is not worth bothering the viewer about.
      () => undefined,
    );
  }, [api, id]);
}
