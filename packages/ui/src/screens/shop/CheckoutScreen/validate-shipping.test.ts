import { describe, expect, it } from 'vitest';
import { validateShipping } from './validate-shipping';

describe('validateShipping', () => {
  it('flags only the first failing field, with the spec message', () => {
    const empty = { firstName: '', lastName: '', address: '', state: '', zipcode: '' };
    expect(validateShipping(empty)).toEqual({ firstName: 'Please enter first name' });
    expect(validateShipping({ ...empty, firstName: 'Chris', lastName: 'W' })).toEqual({
      address: 'Please enter an address',
    });
  });
});
