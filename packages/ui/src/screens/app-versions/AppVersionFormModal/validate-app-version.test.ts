import { describe, expect, it } from 'vitest';
import { isStoreUrl, validateAppVersion, type AppVersionFormValues } from './validate-app-version';

const valid: AppVersionFormValues = {
  versionTitleAndroid: '2.5.0',
  versionTitleIOS: '2.5.1',
  packageName: 'com.demosalon.app',
  bundleID: 'com.demosalon.ios',
  androidStoreUrl: '',
  iosStoreUrl: 'https://apps.apple.com/app/demo-salon/id1234567890',
  versionDescription: '',
  isCompulsory: false,
};

describe('validateAppVersion', () => {
  it('gives every message of spec 2 §5 in field order when all fail', () => {
    const blank = { ...valid, versionTitleAndroid: ' ', versionTitleIOS: '', packageName: '', bundleID: '' };
    expect(Object.entries(validateAppVersion(blank))).toEqual([
      ['versionTitleAndroid', 'Please enter android version number'],
      ['versionTitleIOS', 'Please enter ios version number'],
      ['packageName', 'Please enter package name'],
      ['bundleID', 'Please enter bundle ID'],
    ]);
  });

  it('checks the optional store addresses', () => {
    expect(validateAppVersion({ ...valid, androidStoreUrl: 'play store' })).toEqual({
      androidStoreUrl: 'Please enter a valid URL',
    });
    expect(isStoreUrl('javascript:alert(1)')).toBe(false);
    expect(isStoreUrl('')).toBe(true);
  });

  it('accepts a complete version', () => {
    expect(validateAppVersion(valid)).toEqual({});
  });
});
