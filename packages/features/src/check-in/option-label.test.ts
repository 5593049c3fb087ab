import { describe, expect, it } from 'vitest';
import { optionLabel } from './option-label';

describe('optionLabel', () => {
  it('shows the masked phone beside the name', () => {
    expect(optionLabel({ name: 'Grace Miller', maskedPhone: '***-***-0142', appointment: null })).toBe(
      'Grace Miller (***-***-0142)',
    );
  });

  it('shows the name alone without a phone', () => {
    expect(optionLabel({ name: 'Grace Miller', maskedPhone: null, appointment: null })).toBe('Grace Miller');
  });

  it('names the visit of the day', () => {
    const appointment = { _id: 'a', code: 'AP-001042', start: '10:30', service: 'Haircut' };
    expect(optionLabel({ name: 'Grace Miller', maskedPhone: '***-***-0142', appointment })).toBe(
      'Grace Miller (***-***-0142) · Haircut at 10:30',
    );
  });
});
