import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { appVersionsCapabilities } from './policies';

describe('appVersionsCapabilities', () => {
  it('lets only the platform admin manage app versions', () => {
    expect(ROLES.filter((role) => appVersionsCapabilities(role).add)).toEqual(['admin']);
    expect(appVersionsCapabilities('admin')).toEqual({ add: true, toggleEnable: true, delete: true });
    expect(appVersionsCapabilities('salon')).toEqual({ add: false, toggleEnable: false, delete: false });
  });
});
