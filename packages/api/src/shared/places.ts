import { refine, string } from 'superstruct';
import { isCountryCode, isTimeZone } from '@salon/rules/places';

/** An ISO 3166-1 alpha-2 country code, upper case ('GB', 'IN', 'US'). */
export const CountryCode = refine(
  string(),
  'CountryCode',
  (value) =>
    isCountryCode(value) || 'must be an ISO 3166 country code of two capital letters, such as GB or US',
);

/** A zone of the IANA time-zone database ('Europe/London', 'Asia/Kolkata'). */
export const TimeZoneName = refine(
  string(),
  'TimeZoneName',
  (value) => isTimeZone(value) || 'must be a time zone of the IANA database, such as Europe/London',
);
