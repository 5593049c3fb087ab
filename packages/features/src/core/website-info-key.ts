/**
 * The SWR key of a salon's public website info (`getWebsiteSettingByName`), one for every area that reads
 * it: the site's frame loads it before any page draws, so the booking page finds it in the cache instead
 * of asking again and drawing a placeholder that its content then pushes down.
 */
export const websiteInfoKey = (salonName: string) => ['site', 'info', salonName] as const;
