import { websiteInfoKey } from '../core';

/** SWR keys of the public site's frame and home. */
export const siteKeys = {
  all: ['site'] as const,
  info: websiteInfoKey,
  homeProducts: (salonName: string) => ['site', 'home-products', salonName] as const,
  services: (salonName: string) => ['site', 'services', salonName] as const,
  contact: (salonName: string) => ['site', 'contact', salonName] as const,
};
