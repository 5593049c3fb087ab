import type { AppVersion } from '../../app-versions/schemas';
import { daysFromNow } from '../clock';
import { SALON_ONE } from './auth';
import { builder, fixedId } from '../builders';

const versionId = (n: number) => fixedId('a7e00000', n);

export const buildAppVersion = builder<AppVersion>(() => ({
  _id: versionId(1),
  salon: SALON_ONE._id,
  versionTitleAndroid: '2.4.0',
  versionTitleIOS: '2.4.0',
  versionDescription: 'Book with your favourite stylist and shop from the app.',
  isCompulsory: false,
  enable: true,
  packageName: 'com.demosalon.app',
  bundleID: 'com.demosalon.ios',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.demosalon.app',
  iosStoreUrl: 'https://apps.apple.com/app/demo-salon/id1234567890',
  createdAt: daysFromNow(-3).toISOString(),
}));

/** Demo Salon's versions, newest first: the current one enabled, an older compulsory one disabled. */
export const appVersions: AppVersion[] = [
  buildAppVersion(),
  buildAppVersion({
    _id: versionId(2),
    versionTitleAndroid: '2.3.1',
    versionTitleIOS: '2.3.2',
    versionDescription: 'Security fixes for signing in.',
    isCompulsory: true,
    enable: false,
    androidStoreUrl: null,
    iosStoreUrl: null,
    createdAt: daysFromNow(-45).toISOString(),
  }),
];

/** 25 versions of one salon: more than one page. */
export const manyAppVersions: AppVersion[] = Array.from({ length: 25 }, (_, index) =>
  buildAppVersion({
    _id: versionId(100 + index),
    versionTitleAndroid: `1.${25 - index}.0`,
    versionTitleIOS: `1.${25 - index}.0`,
    enable: index % 3 !== 0,
    createdAt: daysFromNow(-index).toISOString(),
  }),
);
