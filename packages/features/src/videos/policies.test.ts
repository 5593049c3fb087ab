import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { VIDEO_CATEGORIES_ROLES, videosCapabilities, VIDEOS_ROLES } from './policies';

describe('videosCapabilities', () => {
  it.each(ROLES)('%s', (role) => {
    expect(videosCapabilities(role)).toEqual({
      upload: ['salon', 'manager', 'stylist', 'superadmin'].includes(role),
      manage: ['salon', 'manager', 'superadmin'].includes(role),
    });
  });

  it('guards the pages per spec 2 §6', () => {
    expect([...VIDEOS_ROLES].sort()).toEqual(['manager', 'salon', 'stylist', 'superadmin']);
    expect([...VIDEO_CATEGORIES_ROLES].sort()).toEqual(['manager', 'salon', 'superadmin']);
  });
});
