import type { SelectOption } from '@salon/ui/primitives/Select';

/** The locales offered first; any other tag the salon already has is added to the list. */
const LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'de-DE',
  'de-CH',
  'fr-FR',
  'fr-CA',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'pt-PT',
  'sv-SE',
  'pl-PL',
  'tr-TR',
  'ar-KW',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'hi-IN',
];

/** Every ISO 4217 currency this browser knows: 'EUR — Euro'. `current` is kept when it is not listed. */
export function currencyOptions(current: string): SelectOption<string>[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const codes = Intl.supportedValuesOf('currency');
  const all = codes.includes(current) ? codes : [current, ...codes];
  return all.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

/** The common locales, named in English: 'de-DE — German (Germany)'. */
export function localeOptions(current: string): SelectOption<string>[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const tags = LOCALES.includes(current) ? LOCALES : [current, ...LOCALES];
  return tags.map((tag) => ({ value: tag, label: `${tag} — ${names.of(tag) ?? tag}` }));
}
