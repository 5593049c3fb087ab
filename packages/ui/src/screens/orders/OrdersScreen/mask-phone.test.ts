import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it('hides all but the last four digits', () => {
    expect(maskPhone('2125550134')).toBe('***-***-0134');
    expect(maskPhone('212-555-0134')).toBe('***-***-0134');
    expect(maskPhone('+4930555012345')).toBe('*********2345');
  });

  it('shows a dash without a phone', () => {
    expect(maskPhone(null)).toBe('—');
    expect(maskPhone('')).toBe('—');
  });

  it('never reveals more than four digits of a short number', () => {
    expect(maskPhone('123')).toBe('123');
  });
});
