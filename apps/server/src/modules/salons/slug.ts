/** The URL name of a salon's public site: lower-case ASCII words joined by dashes ("Café Öl" → "cafe-ol"). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // "404" is the public site's not-found route; names of symbols only still need a name.
  return !slug || slug === '404' ? `salon-${slug || 'site'}` : slug;
}
