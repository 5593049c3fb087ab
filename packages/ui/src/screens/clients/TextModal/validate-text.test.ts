import { describe, expect, it } from 'vitest';
import { requiredText } from './validate-text';

describe('requiredText', () => {
  it('asks for text when blank or spaces only', () => {
    expect(requiredText('', 'Please add notes')).toBe('Please add notes');
    expect(requiredText('  \n ', 'Please Enter Message')).toBe('Please Enter Message');
  });

  it('accepts any other text', () => {
    expect(requiredText(' Prefers mornings ', 'Please add notes')).toBeNull();
  });
});
