import { ApiError } from '@salon/api/errors';
import { buildProfile } from '@salon/api/mocks/factories/auth';
import { describe, expect, it } from 'vitest';
import { sessionVerdict } from './session-rules';

describe('sessionVerdict', () => {
  it('ends the session with a toast on an invalid token', () => {
    expect(sessionVerdict({ error: new ApiError('invalid_token', 401, 'invalid_token') })).toEqual({
      end: true,
      toast: 'invalid_token',
    });
    expect(sessionVerdict({ error: new ApiError('jwt malformed', 500) })).toEqual({
      end: true,
      toast: 'jwt malformed',
    });
  });

  it('ends the session on any other 401', () => {
    expect(sessionVerdict({ error: new ApiError('Session expired', 401) })).toEqual({
      end: true,
      toast: 'Session expired',
    });
  });

  it('keeps the session on other failures', () => {
    expect(sessionVerdict({ error: new ApiError('Server down', 500) })).toEqual({ end: false });
    expect(sessionVerdict({ error: new Error('boom') })).toEqual({ end: false });
  });

  it('signs clients out and keeps dashboard roles in', () => {
    expect(sessionVerdict({ profile: buildProfile('user') })).toEqual({ end: true, toast: null });
    expect(sessionVerdict({ profile: buildProfile('company') })).toEqual({ end: true, toast: null });
    expect(sessionVerdict({ profile: buildProfile('salon') })).toEqual({ end: false });
    expect(sessionVerdict({})).toEqual({ end: false });
  });
});
