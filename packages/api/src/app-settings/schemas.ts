import {
  dynamic,
  enums,
  literal,
  nullable,
  object,
  optional,
  size,
  string,
  trimmed,
  type Infer,
  type Struct,
} from 'superstruct';
import { IsoDateTime } from '../shared/schemas';

/** The screens of the salon's mobile app whose look the App Settings page sets (spec 2 §3). */
export const APP_SETTING_TYPES = ['logo', 'login', 'register', 'home', 'shop', 'profile'] as const;
export const AppSettingType = enums(APP_SETTING_TYPES);
export type AppSettingType = Infer<typeof AppSettingType>;

/** One required field of a setting: its name in the contract, its label and the message when missing. */
export interface AppSettingFieldRule {
  name: string;
  label: string;
  /** Shown under the field, and answered by the server (400), when the field is empty. */
  message: string;
}

export interface AppSettingForm {
  type: AppSettingType;
  /** The card's heading. */
  title: string;
  /** The text fields, in the order the card shows them; every one is required (spec 2 §5). */
  texts: readonly AppSettingFieldRule[];
  /** The one image of the setting; required (the stored one counts once saved). */
  image: AppSettingFieldRule;
  /** The success toast of spec 2 §8. */
  success: string;
}

const BACKGROUND = 'Please upload background image';
const HEADER = 'Please upload header image';

/**
 * Every card of the App Settings page: the fields of spec 2 §3, the messages of §5 ('Please enter login
 * heading text', 'Please upload background image', 'Please upload salon logo', the rest in their
 * wording) and the toasts of §8. The server checks the same rules; the screen shows the same texts.
 */
export const APP_SETTING_FORMS: Record<AppSettingType, AppSettingForm> = {
  logo: {
    type: 'logo',
    title: 'App Logo',
    texts: [],
    image: { name: 'appLogoImageURL', label: 'Salon Logo', message: 'Please upload salon logo' },
    success: 'Salon logo updated!',
  },
  login: {
    type: 'login',
    title: 'Login Screen',
    texts: [
      { name: 'loginTitle', label: 'Heading Text', message: 'Please enter login heading text' },
      { name: 'loginSubTitle', label: 'Sub Heading Text', message: 'Please enter login sub heading text' },
      { name: 'loginButton', label: 'Button Text', message: 'Please enter login button text' },
    ],
    image: { name: 'loginBackgroundImageURL', label: 'Background Image', message: BACKGROUND },
    success: 'Login screen settings updated!',
  },
  register: {
    type: 'register',
    title: 'Register Screen',
    texts: [
      { name: 'registerTitle', label: 'Heading Text', message: 'Please enter register heading text' },
      {
        name: 'registerSubTitle',
        label: 'Sub Heading Text',
        message: 'Please enter register sub heading text',
      },
      { name: 'registerButton', label: 'Button Text', message: 'Please enter register button text' },
    ],
    image: { name: 'registerBackgroundImageURL', label: 'Background Image', message: BACKGROUND },
    success: 'Register screen settings updated!',
  },
  home: {
    type: 'home',
    title: 'Home Screen',
    texts: [
      {
        name: 'stylistHeaderTitle',
        label: 'Stylist Heading Text',
        message: 'Please enter stylist heading text',
      },
      {
        name: 'productHeaderTitle',
        label: 'Product Heading Text',
        message: 'Please enter product heading text',
      },
      { name: 'videoHeaderTitle', label: 'Video Heading Text', message: 'Please enter video heading text' },
    ],
    image: { name: 'headerImageURL', label: 'Header Image', message: HEADER },
    success: 'Home screen settings updated!',
  },
  shop: {
    type: 'shop',
    title: 'Shop Screen',
    texts: [
      { name: 'shopScreenHeadingText', label: 'Heading Text', message: 'Please enter shop heading text' },
      { name: 'shopSearchBoxText', label: 'Search Box Text', message: 'Please enter search box text' },
      { name: 'shopMyCartText', label: 'My Cart Text', message: 'Please enter my cart text' },
      { name: 'shopMyOrdersText', label: 'My Orders Text', message: 'Please enter my orders text' },
    ],
    image: { name: 'shopHeaderImageURL', label: 'Header Image', message: HEADER },
    success: 'Shop screen settings updated!',
  },
  profile: {
    type: 'profile',
    title: 'My Profile Screen',
    texts: [
      {
        name: 'profileScreenHeadingText',
        label: 'Heading Text',
        message: 'Please enter profile heading text',
      },
      {
        name: 'profileStylistDetailText',
        label: 'Stylist Details Text',
        message: 'Please enter stylist details text',
      },
      {
        name: 'profileSalonDetailText',
        label: 'Salon Details Text',
        message: 'Please enter salon details text',
      },
      {
        name: 'profilePreviousOrderText',
        label: 'Previous Orders Text',
        message: 'Please enter previous orders text',
      },
      { name: 'profileLogoutText', label: 'Logout Text', message: 'Please enter logout text' },
    ],
    image: { name: 'profileHeaderImageURL', label: 'Header Image', message: HEADER },
    success: 'My Profile screen settings updated!',
  },
};

/** Longest text of a setting: headings and button labels of a phone screen. */
export const APP_SETTING_TEXT_MAX = 100;

const settingText = () => string();
const imageUrl = () => nullable(string());
/** When the setting was last saved; null while the salon has never saved it (texts empty, no image). */
const savedAt = () => nullable(IsoDateTime);

export const LogoSetting = object({
  type: literal('logo'),
  appLogoImageURL: imageUrl(),
  updatedAt: savedAt(),
});
export const LoginSetting = object({
  type: literal('login'),
  loginTitle: settingText(),
  loginSubTitle: settingText(),
  loginButton: settingText(),
  loginBackgroundImageURL: imageUrl(),
  updatedAt: savedAt(),
});
export const RegisterSetting = object({
  type: literal('register'),
  registerTitle: settingText(),
  registerSubTitle: settingText(),
  registerButton: settingText(),
  registerBackgroundImageURL: imageUrl(),
  updatedAt: savedAt(),
});
export const HomeSetting = object({
  type: literal('home'),
  stylistHeaderTitle: settingText(),
  productHeaderTitle: settingText(),
  videoHeaderTitle: settingText(),
  headerImageURL: imageUrl(),
  updatedAt: savedAt(),
});
export const ShopSetting = object({
  type: literal('shop'),
  shopScreenHeadingText: settingText(),
  shopSearchBoxText: settingText(),
  shopMyCartText: settingText(),
  shopMyOrdersText: settingText(),
  shopHeaderImageURL: imageUrl(),
  updatedAt: savedAt(),
});
export const ProfileSetting = object({
  type: literal('profile'),
  profileScreenHeadingText: settingText(),
  profileStylistDetailText: settingText(),
  profileSalonDetailText: settingText(),
  profilePreviousOrderText: settingText(),
  profileLogoutText: settingText(),
  profileHeaderImageURL: imageUrl(),
  updatedAt: savedAt(),
});

export type LogoSetting = Infer<typeof LogoSetting>;
export type LoginSetting = Infer<typeof LoginSetting>;
export type RegisterSetting = Infer<typeof RegisterSetting>;
export type HomeSetting = Infer<typeof HomeSetting>;
export type ShopSetting = Infer<typeof ShopSetting>;
export type ProfileSetting = Infer<typeof ProfileSetting>;
export type AppSetting =
  LogoSetting | LoginSetting | RegisterSetting | HomeSetting | ShopSetting | ProfileSetting;

const SETTING_STRUCTS: Record<AppSettingType, Struct<AppSetting, unknown>> = {
  logo: LogoSetting as Struct<AppSetting, unknown>,
  login: LoginSetting as Struct<AppSetting, unknown>,
  register: RegisterSetting as Struct<AppSetting, unknown>,
  home: HomeSetting as Struct<AppSetting, unknown>,
  shop: ShopSetting as Struct<AppSetting, unknown>,
  profile: ProfileSetting as Struct<AppSetting, unknown>,
};

/** One setting as `GET /app/get-app-setting?type=` answers it: the fields of its type (spec 2 §3). */
export const AppSetting = dynamic<AppSetting>((value) => {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type in SETTING_STRUCTS
    ? SETTING_STRUCTS[type as AppSettingType]
    : (LogoSetting as Struct<AppSetting, unknown>);
});

/** `?type=` of both calls. */
export const AppSettingQuery = object({ type: AppSettingType });
export type AppSettingQuery = Infer<typeof AppSettingQuery>;

const optionalText = () => optional(size(trimmed(string()), 0, APP_SETTING_TEXT_MAX));

/**
 * Text fields of the multipart `POST /app/add-app-setting?type=`; the image travels as the file field
 * `image`. Only the fields of the query's type are accepted, and each of them is required (the server
 * answers the messages of `APP_SETTING_FORMS`); the image may be left out once one is stored.
 */
export const AppSettingBody = object({
  loginTitle: optionalText(),
  loginSubTitle: optionalText(),
  loginButton: optionalText(),
  registerTitle: optionalText(),
  registerSubTitle: optionalText(),
  registerButton: optionalText(),
  stylistHeaderTitle: optionalText(),
  productHeaderTitle: optionalText(),
  videoHeaderTitle: optionalText(),
  shopScreenHeadingText: optionalText(),
  shopSearchBoxText: optionalText(),
  shopMyCartText: optionalText(),
  shopMyOrdersText: optionalText(),
  profileScreenHeadingText: optionalText(),
  profileStylistDetailText: optionalText(),
  profileSalonDetailText: optionalText(),
  profilePreviousOrderText: optionalText(),
  profileLogoutText: optionalText(),
});
export type AppSettingBody = Infer<typeof AppSettingBody>;
export type AppSettingTextField = keyof AppSettingBody;

/** The texts of a setting, whatever its type: what a card's form edits. */
export function appSettingTexts(setting: AppSetting): Record<string, string> {
  const form = APP_SETTING_FORMS[setting.type];
  const values = setting as unknown as Record<string, unknown>;
  return Object.fromEntries(form.texts.map((field) => [field.name, String(values[field.name] ?? '')]));
}

/** The stored image of a setting, whatever its type. */
export function appSettingImage(setting: AppSetting): string | null {
  const value = (setting as unknown as Record<string, unknown>)[APP_SETTING_FORMS[setting.type].image.name];
  return typeof value === 'string' ? value : null;
}
