import { assert, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Device, RegisterDeviceBody, RemoveDeviceBody } from '../devices/schemas';
import { buildDevice, DEMO_PUSH_TOKEN } from './factories/devices';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('device fixtures', () => {
  it('pass Device, fixed, on both platforms', () => {
    assert(buildDevice(), Device);
    assert(buildDevice({ platform: 'ios', appId: null }), Device);
    expect(buildDevice()).toEqual(buildDevice());
  });

  it('the demo token is a token the register and remove bodies accept', () => {
    expect(is({ token: DEMO_PUSH_TOKEN, platform: 'android' }, RegisterDeviceBody)).toBe(true);
    expect(is({ token: DEMO_PUSH_TOKEN }, RemoveDeviceBody)).toBe(true);
  });

  it('refuse tokens with spaces or control characters, empty or too long ones, and unknown platforms', () => {
    for (const token of ['', 'a b', 'a\u0000b', 'x'.repeat(4097), 'é']) {
      expect(is({ token, platform: 'android' }, RegisterDeviceBody), JSON.stringify(token)).toBe(false);
    }
    expect(is({ token: DEMO_PUSH_TOKEN, platform: 'web' }, RegisterDeviceBody)).toBe(false);
  });
});
