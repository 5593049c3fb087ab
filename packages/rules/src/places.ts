/**
 * Where a salon is: its country (ISO 3166-1 alpha-2), its time zone (IANA), and the currency and locale a
 * salon of that country most likely uses. Plain functions and data, so the wizard proposes the same
 * defaults the contract then checks; names are left to `Intl.DisplayNames` of the reader's browser.
 */

/** The 249 officially assigned ISO 3166-1 alpha-2 codes. */
const COUNTRY_LIST =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = COUNTRY_LIST.split(' ');
const countries = new Set(COUNTRY_CODES);

/** Whether `code` is an ISO 3166-1 alpha-2 country code, upper case ('GB', not 'UK' or 'gb'). */
export function isCountryCode(code: string): boolean {
  return countries.has(code);
}

/** Zones found valid (at most the few hundred of the time-zone database: a refused one is not kept). */
const zones = new Set<string>();

/**
 * Whether `zone` is a zone of the IANA time-zone database this runtime knows ('Europe/London',
 * 'Asia/Kolkata', 'UTC'); offsets ('+05:30') and free text are not zones.
 */
export function isTimeZone(zone: string): boolean {
  if (zones.has(zone)) return true;
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    zones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** A country's usual currency and locale, and its zones (the first is proposed). */
interface CountryPlace {
  currency: string;
  locale: string;
  zones: readonly string[];
}

const EURO_COUNTRIES: Record<string, [locale: string, zone: string]> = {
  AT: ['de-AT', 'Europe/Vienna'],
  BE: ['nl-BE', 'Europe/Brussels'],
  CY: ['el-CY', 'Asia/Nicosia'],
  DE: ['de-DE', 'Europe/Berlin'],
  EE: ['et-EE', 'Europe/Tallinn'],
  ES: ['es-ES', 'Europe/Madrid'],
  FI: ['fi-FI', 'Europe/Helsinki'],
  FR: ['fr-FR', 'Europe/Paris'],
  GR: ['el-GR', 'Europe/Athens'],
  HR: ['hr-HR', 'Europe/Zagreb'],
  IE: ['en-IE', 'Europe/Dublin'],
  IT: ['it-IT', 'Europe/Rome'],
  LT: ['lt-LT', 'Europe/Vilnius'],
  LU: ['fr-LU', 'Europe/Luxembourg'],
  LV: ['lv-LV', 'Europe/Riga'],
  MT: ['en-MT', 'Europe/Malta'],
  NL: ['nl-NL', 'Europe/Amsterdam'],
  PT: ['pt-PT', 'Europe/Lisbon'],
  SI: ['sl-SI', 'Europe/Ljubljana'],
  SK: ['sk-SK', 'Europe/Bratislava'],
};

const PLACES: Record<string, CountryPlace> = {
  ...Object.fromEntries(
    Object.entries(EURO_COUNTRIES).map(([code, [locale, zone]]) => [
      code,
      { currency: 'EUR', locale, zones: [zone] },
    ]),
  ),
  AE: { currency: 'AED', locale: 'ar-AE', zones: ['Asia/Dubai'] },
  AR: { currency: 'ARS', locale: 'es-AR', zones: ['America/Argentina/Buenos_Aires'] },
  AU: {
    currency: 'AUD',
    locale: 'en-AU',
    zones: [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Perth',
      'Australia/Darwin',
      'Australia/Hobart',
    ],
  },
  BR: { currency: 'BRL', locale: 'pt-BR', zones: ['America/Sao_Paulo', 'America/Manaus', 'America/Recife'] },
  CA: {
    currency: 'CAD',
    locale: 'en-CA',
    zones: [
      'America/Toronto',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Halifax',
      'America/St_Johns',
      'America/Regina',
    ],
  },
  CH: { currency: 'CHF', locale: 'de-CH', zones: ['Europe/Zurich'] },
  CN: { currency: 'CNY', locale: 'zh-CN', zones: ['Asia/Shanghai'] },
  CZ: { currency: 'CZK', locale: 'cs-CZ', zones: ['Europe/Prague'] },
  DK: { currency: 'DKK', locale: 'da-DK', zones: ['Europe/Copenhagen'] },
  EG: { currency: 'EGP', locale: 'ar-EG', zones: ['Africa/Cairo'] },
  GB: { currency: 'GBP', locale: 'en-GB', zones: ['Europe/London'] },
  HK: { currency: 'HKD', locale: 'zh-HK', zones: ['Asia/Hong_Kong'] },
  HU: { currency: 'HUF', locale: 'hu-HU', zones: ['Europe/Budapest'] },
  ID: { currency: 'IDR', locale: 'id-ID', zones: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] },
  IL: { currency: 'ILS', locale: 'he-IL', zones: ['Asia/Jerusalem'] },
  IN: { currency: 'INR', locale: 'en-IN', zones: ['Asia/Kolkata', 'Asia/Calcutta'] },
  JP: { currency: 'JPY', locale: 'ja-JP', zones: ['Asia/Tokyo'] },
  KE: { currency: 'KES', locale: 'en-KE', zones: ['Africa/Nairobi'] },
  KR: { currency: 'KRW', locale: 'ko-KR', zones: ['Asia/Seoul'] },
  KW: { currency: 'KWD', locale: 'ar-KW', zones: ['Asia/Kuwait'] },
  MX: {
    currency: 'MXN',
    locale: 'es-MX',
    zones: ['America/Mexico_City', 'America/Cancun', 'America/Tijuana'],
  },
  MY: { currency: 'MYR', locale: 'ms-MY', zones: ['Asia/Kuala_Lumpur'] },
  NG: { currency: 'NGN', locale: 'en-NG', zones: ['Africa/Lagos'] },
  NO: { currency: 'NOK', locale: 'nb-NO', zones: ['Europe/Oslo'] },
  NP: { currency: 'NPR', locale: 'ne-NP', zones: ['Asia/Kathmandu'] },
  NZ: { currency: 'NZD', locale: 'en-NZ', zones: ['Pacific/Auckland', 'Pacific/Chatham'] },
  PH: { currency: 'PHP', locale: 'en-PH', zones: ['Asia/Manila'] },
  PK: { currency: 'PKR', locale: 'en-PK', zones: ['Asia/Karachi'] },
  PL: { currency: 'PLN', locale: 'pl-PL', zones: ['Europe/Warsaw'] },
  RO: { currency: 'RON', locale: 'ro-RO', zones: ['Europe/Bucharest'] },
  SA: { currency: 'SAR', locale: 'ar-SA', zones: ['Asia/Riyadh'] },
  SE: { currency: 'SEK', locale: 'sv-SE', zones: ['Europe/Stockholm'] },
  SG: { currency: 'SGD', locale: 'en-SG', zones: ['Asia/Singapore'] },
  TH: { currency: 'THB', locale: 'th-TH', zones: ['Asia/Bangkok'] },
  TR: { currency: 'TRY', locale: 'tr-TR', zones: ['Europe/Istanbul'] },
  TW: { currency: 'TWD', locale: 'zh-TW', zones: ['Asia/Taipei'] },
  UA: { currency: 'UAH', locale: 'uk-UA', zones: ['Europe/Kyiv', 'Europe/Kiev'] },
  US: {
    currency: 'USD',
    locale: 'en-US',
    zones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Phoenix',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Detroit',
    ],
  },
  VN: { currency: 'VND', locale: 'vi-VN', zones: ['Asia/Ho_Chi_Minh', 'Asia/Saigon'] },
  ZA: { currency: 'ZAR', locale: 'en-ZA', zones: ['Africa/Johannesburg'] },
};

/** A salon's place as the wizard asks it. */
export interface SalonPlace {
  country: string;
  timeZone: string;
  currency: string;
  locale: string;
}

/** The country whose zones include `zone` (Europe/London → GB), or '' when the table does not say. */
export function countryOfZone(zone: string): string {
  for (const [code, place] of Object.entries(PLACES)) if (place.zones.includes(zone)) return code;
  return '';
}

/** The language of the country's likely locale ('GB' → 'en-GB'), from Intl's likely subtags. */
function likelyLocale(country: string): string | null {
  try {
    const language = new Intl.Locale('und', { region: country }).maximize().language;
    const tag = `${language}-${country}`;
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 ? tag : null;
  } catch {
    return null;
  }
}

/**
 * The place after choosing `country`: its usual currency, locale and zone. The zone stays when it is one
 * of the country's (a New York salon choosing US keeps New York; `browserZone` the same), else the
 * country's first; a country the table does not know keeps the zone and currency and takes its likely
 * locale.
 */
export function placeOfCountry(country: string, current: SalonPlace, browserZone?: string): SalonPlace {
  const known = PLACES[country];
  if (!known) {
    return { ...current, country, locale: likelyLocale(country) ?? current.locale };
  }
  return {
    country,
    timeZone: zoneOfCountry(country, current.timeZone, browserZone),
    currency: known.currency,
    locale: known.locale,
  };
}

/**
 * The zone after choosing `country`: `zone` when it is one of the country's, else `browserZone` when it
 * is, else the country's first; `zone` for a country the table does not know.
 */
export function zoneOfCountry(country: string, zone: string, browserZone?: string): string {
  const known = PLACES[country];
  if (!known || known.zones.includes(zone)) return zone;
  return browserZone && known.zones.includes(browserZone) ? browserZone : known.zones[0]!;
}

/**
 * The place proposed before the owner chooses: the browser's zone, the country it belongs to (else the
 * region of the browser's language, 'en-GB' → GB), and that country's currency and locale. A browser on
 * UTC (or an Etc/ zone, no place) is given the country's first zone; with no country found, the country
 * is left to choose ('').
 */
export function proposedPlace(browserZone: string | undefined, browserLanguage?: string): SalonPlace {
  const timeZone = browserZone && isTimeZone(browserZone) ? browserZone : 'UTC';
  let country = countryOfZone(timeZone);
  if (!country && browserLanguage) {
    try {
      const region = new Intl.Locale(browserLanguage).region ?? '';
      if (isCountryCode(region)) country = region;
    } catch {
      // A language tag the browser made up: no country proposed.
    }
  }
  const base: SalonPlace = { country: '', timeZone, currency: 'USD', locale: 'en-US' };
  if (!country) return base;
  const place = placeOfCountry(country, base, timeZone);
  const somewhere = timeZone.includes('/') && !timeZone.startsWith('Etc/');
  return somewhere ? { ...place, timeZone } : place;
}
