import { describe, expect, it } from 'vitest';
import { validateShipping } from './validate-shipping';

describe('validateShipping', () => {
  const empty = { firstName: '', lastName: '', address: '', city: '', state: '', zipcode: '' };

  it('flags only the first failing field, with the spec message', () => {
    expect(validateShipping(empty)).toEqual({ firstName: 'Please enter first name' });
    expect(validateShipping({ ...empty, firstName: 'Chris', lastName: 'W' })).toEqual({
      address: 'Please enter an address',
    });
  });

  it('asks for the city between the address and the state', () => {
    const filled = { ...empty, firstName: 'Chris', lastName: 'W', address: '415 West 23rd Street' };
    expect(validateShipping(filled)).toEqual({ city: 'Please enter a city' });
    expect(validateShipping({ ...filled, city: '  ' })).toEqual({ city: 'Please enter a city' });
    expect(validateShipping({ ...filled, city: 'New York' })).toEqual({ state: 'Please enter a state' });
  });
});
