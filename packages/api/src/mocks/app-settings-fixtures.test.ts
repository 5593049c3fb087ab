import { assert, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  APP_SETTING_FORMS,
  APP_SETTING_TYPES,
  AppSetting,
  AppSettingBody,
  appSettingImage,
  appSettingTexts,
} from '../app-settings/schemas';
import { AppMenu } from '../salons/schemas';
import {
  appMenuNone,
  appMenuWithoutShop,
  appMenuWithShop,
  appSettings,
  emptyAppSettings,
} from './factories/app-settings';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('app settings fixtures', () => {
  it.each(APP_SETTING_TYPES)('the %s settings pass AppSetting, saved and empty', (type) => {
    assert(appSettings[type], AppSetting);
    assert(emptyAppSettings[type], AppSetting);
    expect(appSettings[type].type).toBe(type);
    expect(appSettingImage(appSettings[type])).toMatch(/^data:image/);
    expect(appSettingImage(emptyAppSettings[type])).toBeNull();
    expect(Object.values(appSettingTexts(emptyAppSettings[type])).every((text) => text === '')).toBe(true);
  });

  it('menus pass AppMenu', () => {
    for (const menu of [appMenuNone, appMenuWithShop, appMenuWithoutShop]) assert(menu, AppMenu);
  });

  it('a setting of one type does not pass as another', () => {
    expect(is({ ...appSettings.login, type: 'home' }, AppSetting)).toBe(false);
  });

  it('every text field of the forms is a field of the body and of its setting', () => {
    for (const type of APP_SETTING_TYPES) {
      const form = APP_SETTING_FORMS[type];
      expect(Object.keys(appSettingTexts(appSettings[type]))).toEqual(form.texts.map((field) => field.name));
      for (const field of form.texts) {
        expect(is({ [field.name]: 'x' }, AppSettingBody)).toBe(true);
        expect(field.message).toMatch(/^Please enter /);
      }
      expect(form.image.message).toMatch(/^Please upload /);
      expect(form.image.name in appSettings[type]).toBe(true);
    }
  });
});
