/** A phone with every digit but the last four hidden (spec 2 §9): '2125550134' → '***-***-0134'. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 0) return '—';
  const hidden = '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  if (hidden.length !== 10) return hidden;
  return `${hidden.slice(0, 3)}-${hidden.slice(3, 6)}-${hidden.slice(6)}`;
}
