import { COUNTRY_CODES } from '@salon/rules/places';
import type { SelectOption } from '@salon/ui/primitives/Select';

let countries: SelectOption<string>[] | undefined;

/** Every ISO 3166 country, named in English and sorted by name: 'United Kingdom (GB)'. */
export function countryOptions(): SelectOption<string>[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = COUNTRY_CODES.map((code) => ({
      value: code,
      label: `${names.of(code) ?? code} (${code})`,
    })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }
  return countries;
}

let zones: string[] | undefined;

/** Every IANA zone this browser knows ('Europe/London'); `current` is kept when it is not listed. */
export function timeZoneOptions(current: string): SelectOption<string>[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone }));
}
