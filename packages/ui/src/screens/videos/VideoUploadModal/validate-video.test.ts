import { describe, expect, it } from 'vitest';
import { EMPTY_VIDEO_FORM, MAX_VIDEO_BYTES, validateVideo } from './validate-video';

describe('validateVideo', () => {
  it('reports every empty field in the spec order', () => {
    expect(Object.values(validateVideo(EMPTY_VIDEO_FORM))).toEqual([
      'Please enter video title',
      'Please enter video description',
      'Please select video category',
      'Please select video stylist',
      'Please select a video',
    ]);
  });

  it('refuses a file that is not a video, and one over the limit', () => {
    const filled = {
      ...EMPTY_VIDEO_FORM,
      videoTitle: 't',
      videoDescription: 'd',
      videoCategory: 'c',
      stylist: 's',
    };
    expect(validateVideo({ ...filled, video: { name: 'a.pdf', type: 'application/pdf', size: 10 } })).toEqual(
      {
        video: 'Please select a valid video file',
      },
    );
    expect(
      validateVideo({ ...filled, video: { name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 } }),
    ).toEqual({
      video: 'The video must be at most 100 MB',
    });
    expect(validateVideo({ ...filled, video: { name: 'a.mp4', type: 'video/mp4', size: 10 } })).toEqual({});
  });
});
