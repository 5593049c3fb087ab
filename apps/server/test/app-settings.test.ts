import { describe, expect, it } from 'vitest';
import {
  APP_SETTING_FORMS,
  APP_SETTING_TYPES,
  type AppSetting,
  type LoginSetting,
} from '@salon/api/app-settings/schemas';
import type { AppMenu } from '@salon/api/salons/schemas';
import { DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { multipart, TINY_PNG } from './multipart';

const API = '/api/v1';
const image = (content = TINY_PNG, name = 'picture.png') => ({ field: 'image', content, name });

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');
const owner2 = useSession(t, 'owner2@example.com');

const get = (as: typeof owner, type: string) =>
  as<AppSetting>({ method: 'GET', url: `${API}/app/get-app-setting?type=${type}` });
const save = (
  as: typeof owner,
  type: string,
  fields: Record<string, string>,
  file?: ReturnType<typeof image>,
) =>
  as<AppSetting>({
    method: 'POST',
    url: `${API}/app/add-app-setting?type=${type}`,
    ...multipart(fields, file),
  });

const LOGIN = { loginTitle: 'Hello', loginSubTitle: 'Sign in to book', loginButton: 'Continue' };

describe('app settings', () => {
  it("answers the seeded settings of the viewer's salon, with stored images", async () => {
    const login = await get(owner, 'login');
    expect(login.statusCode).toBe(200);
    expect(login.body.data).toMatchObject({
      type: 'login',
      loginTitle: 'Welcome back',
      loginSubTitle: 'Sign in to book your next visit',
      loginButton: 'Sign In',
    });
    const url = (login.body.data as LoginSetting).loginBackgroundImageURL!;
    expect(url).toMatch(/^\/uploads\//);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const type of APP_SETTING_TYPES) expect((await get(owner, type)).body.data.type).toBe(type);
  });

  it('answers empty texts and no image for a setting the salon never saved', async () => {
    const answer = await get(owner2, 'home');
    expect(answer.body.data).toEqual({
      type: 'home',
      stylistHeaderTitle: '',
      productHeaderTitle: '',
      videoHeaderTitle: '',
      headerImageURL: null,
      updatedAt: null,
    });
  });

  it("requires every text of the type and the image, with the spec's messages", async () => {
    const empty = await save(owner2, 'login', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Please enter login heading text');
    const blank = await save(owner2, 'login', { ...LOGIN, loginButton: '   ' }, image());
    expect(blank.body.message).toBe('Please enter login button text');
    const noImage = await save(owner2, 'login', LOGIN);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.body.message).toBe('Please upload background image');
    const logo = await save(owner2, 'logo', {});
    expect(logo.body.message).toBe('Please upload salon logo');
    for (const type of ['register', 'home', 'profile'] as const) {
      const answer = await save(owner2, type, {});
      expect(answer.body.message).toBe(APP_SETTING_FORMS[type].texts[0]!.message);
    }
  });

  it('refuses fields of another type and files that are not images', async () => {
    const other = await save(owner, 'login', { ...LOGIN, shopMyCartText: 'Cart' }, image());
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toBe('shopMyCartText: is not allowed for the login setting');
    const fake = await save(owner, 'login', LOGIN, image(Buffer.from('<script>alert(1)</script>'), 'x.png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.body.message).toBe('image: must be an image (JPEG, PNG, GIF or WebP)');
    const badType = await save(owner, 'splash', LOGIN, image());
    expect(badType.statusCode).toBe(400);
    const tooLong = await save(owner, 'login', { ...LOGIN, loginTitle: 'x'.repeat(101) }, image());
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves one row per salon and type, keeps the stored image when none is sent, replaces it otherwise', async () => {
    const first = await save(owner2, 'login', LOGIN, image());
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Login screen settings updated!');
    const firstUrl = (first.body.data as LoginSetting).loginBackgroundImageURL!;
    expect(firstUrl).toMatch(/^\/uploads\//);

    const texts = await save(owner2, 'login', { ...LOGIN, loginTitle: '  Welcome  ' });
    expect(texts.statusCode).toBe(200);
    expect(texts.body.data).toMatchObject({ loginTitle: 'Welcome', loginBackgroundImageURL: firstUrl });

    const replaced = await save(owner2, 'login', LOGIN, image());
    const secondUrl = (replaced.body.data as LoginSetting).loginBackgroundImageURL!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);

    const rows = await t.repositories.appSettings.find(SECOND_SALON_ID, 'login');
    expect(rows?.texts).toEqual(LOGIN);
    // Demo Salon's login setting is untouched by Second Salon's saves.
    expect((await get(owner, 'login')).body.data).toMatchObject({ loginTitle: 'Welcome back' });
  });

  it("answers each type's success toast", async () => {
    const fields: Record<string, Record<string, string>> = Object.fromEntries(
      APP_SETTING_TYPES.map((type) => [
        type,
        Object.fromEntries(APP_SETTING_FORMS[type].texts.map((field) => [field.name, `${field.label}!`])),
      ]),
    );
    for (const type of APP_SETTING_TYPES) {
      const answer = await save(owner, type, fields[type]!, image());
      expect(answer.statusCode, answer.body.message).toBe(200);
      expect(answer.body.message).toBe(APP_SETTING_FORMS[type].success);
    }
    expect(APP_SETTING_TYPES.map((type) => APP_SETTING_FORMS[type].success)).toEqual([
      'Salon logo updated!',
      'Login screen settings updated!',
      'Register screen settings updated!',
      'Home screen settings updated!',
      'Shop screen settings updated!',
      'My Profile screen settings updated!',
    ]);
  });

  it('refuses the shop setting of a salon without Point of Sales, and answers the menus', async () => {
    const shop = {
      shopScreenHeadingText: 'Shop',
      shopSearchBoxText: 'Search',
      shopMyCartText: 'Cart',
      shopMyOrdersText: 'Orders',
    };
    const refused = await save(owner2, 'shop', shop, image());
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('The shop (Point of Sales) is not enabled for this salon');
    const menu = await owner2<AppMenu>({ method: 'GET', url: `${API}/app/get-app-menu` });
    expect(menu.body.data).toEqual({ isVideo: false, isCheckin: true, isPOS: false });
    const demoMenu = await owner<AppMenu>({ method: 'GET', url: `${API}/app/get-app-menu` });
    expect(demoMenu.body.data).toEqual({ isVideo: true, isCheckin: true, isPOS: true });
  });

  it('lets the superadmin work only after picking a salon', async () => {
    await t.repositories.accounts.setCurrentSalon(DEMO_USER_IDS.superadmin, null as unknown as string);
    const superadmin = await injectAs(t.app, 'superadmin@example.com');
    const answer = await get(superadmin, 'logo');
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe('Choose a salon first');
  });
});
