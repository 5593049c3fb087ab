import { describe, expect, it } from 'vitest';
import { validatePackage, type PackageFormValues } from './validate-package';

const valid: PackageFormValues = {
  name: 'Pro',
  description: 'Five calendars',
  calendars: 5,
  monthlyPrice: '49',
  annualPrice: '490.00',
};

describe('validatePackage', () => {
  it('gives every message of spec 2 §5 in field order when all fail', () => {
    const blank = { ...valid, name: ' ', description: '', monthlyPrice: '', annualPrice: '' };
    expect(Object.entries(validatePackage(blank, 'create'))).toEqual([
      ['name', 'Please Enter Name'],
      ['description', 'Description Required'],
      ['monthlyPrice', 'Monthly Price Required'],
      ['annualPrice', 'Annual Price Required'],
    ]);
  });

  it('limits the name to 10 characters and asks prices on create only', () => {
    expect(validatePackage({ ...valid, name: 'Elevenchars' }, 'create')).toEqual({
      name: 'Name cannot exceed 10 characters',
    });
    expect(validatePackage({ ...valid, monthlyPrice: '', annualPrice: '' }, 'update')).toEqual({});
  });

  it('wants prices with at most two decimals above zero', () => {
    expect(validatePackage({ ...valid, monthlyPrice: '0', annualPrice: '4.999' }, 'create')).toEqual({
      monthlyPrice: 'Please enter a valid price',
      annualPrice: 'Please enter a valid price',
    });
    expect(validatePackage(valid, 'create')).toEqual({});
  });
});
