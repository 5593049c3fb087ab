import { failing, isBlank, type FormErrors } from '@salon/ui/forms';

export interface AppVersionFormValues {
  versionTitleAndroid: string;
  versionTitleIOS: string;
  packageName: string;
  bundleID: string;
  /** Optional: the Google Play page of this version. */
  androidStoreUrl: string;
  /** Optional: the App Store page of this version. */
  iosStoreUrl: string;
  versionDescription: string;
  isCompulsory: boolean;
}

export type AppVersionFormErrors = FormErrors<keyof AppVersionFormValues>;

export const INVALID_STORE_URL = 'Please enter a valid URL';

/** An empty address passes (the store addresses are optional); otherwise an http(s) URL. */
export function isStoreUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const required = (value: string, message: string) => (isBlank(value) ? message : undefined);
const storeUrl = (value: string) => (isStoreUrl(value) ? undefined : INVALID_STORE_URL);

/** The app version form's checks of spec 2 §5, in field order; the store addresses must be URLs. */
export function validateAppVersion(values: AppVersionFormValues): AppVersionFormErrors {
  return failing({
    versionTitleAndroid: required(values.versionTitleAndroid, 'Please enter android version number'),
    versionTitleIOS: required(values.versionTitleIOS, 'Please enter ios version number'),
    packageName: required(values.packageName, 'Please enter package name'),
    bundleID: required(values.bundleID, 'Please enter bundle ID'),
    androidStoreUrl: storeUrl(values.androidStoreUrl),
    iosStoreUrl: storeUrl(values.iosStoreUrl),
    versionDescription: undefined,
    isCompulsory: undefined,
  });
}
