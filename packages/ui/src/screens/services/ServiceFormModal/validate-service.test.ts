import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_ERRORS,
  EMPTY_SERVICE_FORM,
  resultOf,
  splitMinutes,
  validateService,
} from './validate-service';

describe('validateService', () => {
  it('category mode needs a title only', () => {
    expect(validateService({ ...EMPTY_SERVICE_FORM, kind: 'category' })).toEqual({
      title: 'Please enter title',
    });
  });

  it('service mode reports the spec messages in order', () => {
    expect(Object.values(validateService(EMPTY_SERVICE_FORM))).toEqual([
      'Please enter name',
      'Please select service',
      'Please select hours or minutes',
      'Please enter charges',
      'Please enter description',
    ]);
  });

  it('checks ranges, the price and the lead and break times', () => {
    const base = { ...EMPTY_SERVICE_FORM, title: 'Cut', category: 'c1', charges: '10', description: 'd' };
    expect(validateService({ ...base, hours: '13' }).duration).toMatch(/0 to 12/);
    expect(validateService({ ...base, minutes: '61' }).duration).toMatch(/0 to 60/);
    expect(validateService({ ...base, minutes: '30', charges: '10.555' }).charges).toMatch(/valid charges/);
    expect(validateService({ ...base, minutes: '30', leadTime: '25', leadUnit: 'Hours' }).leadTime).toBe(
      'The lead time can be at most 24 hours',
    );
    expect(validateService({ ...base, minutes: '30' })).toEqual({});
  });

  it('sends minutes: duration = hours*60 + minutes, Hours units converted', () => {
    expect(
      resultOf({
        ...EMPTY_SERVICE_FORM,
        title: ' Colour ',
        category: 'c1',
        hours: '1',
        minutes: '30',
        charges: '179.50',
        description: 'All-over colour',
        leadTime: '1',
        leadUnit: 'Hours',
        breakTime: '15',
        breakUnit: 'Mins',
      }),
    ).toEqual({
      kind: 'service',
      title: 'Colour',
      category: 'c1',
      requiredTime: 90,
      charges: 179.5,
      description: 'All-over colour',
      leadTime: 60,
      breakTime: 15,
      paymentPolicy: 'none',
      deposit: null,
    });
  });

  it('checks a deposit as the server does: a whole 1-100 %, or an amount above 0 not above the price', () => {
    const base = {
      ...EMPTY_SERVICE_FORM,
      title: 'Cut',
      category: 'c1',
      minutes: '30',
      charges: '40',
      description: 'd',
      paymentPolicy: 'deposit' as const,
    };
    expect(validateService({ ...base, depositValue: '' }).deposit).toBe(DEPOSIT_ERRORS.percent);
    expect(validateService({ ...base, depositValue: '12.5' }).deposit).toBe(DEPOSIT_ERRORS.percent);
    expect(validateService({ ...base, depositValue: '101' }).deposit).toBe(DEPOSIT_ERRORS.percent);
    expect(validateService({ ...base, depositValue: '25' })).toEqual({});
    const fixed = { ...base, depositKind: 'fixed' as const };
    expect(validateService({ ...fixed, depositValue: '0' }).deposit).toBe(DEPOSIT_ERRORS.fixed);
    expect(validateService({ ...fixed, depositValue: '5.555' }).deposit).toBe(DEPOSIT_ERRORS.fixed);
    expect(validateService({ ...fixed, depositValue: '40.01' }).deposit).toBe(DEPOSIT_ERRORS.aboveCharges);
    expect(validateService({ ...fixed, depositValue: '40' })).toEqual({});
    // A salon in yen: whole amounts only, with the same rule as the server.
    const yen = { ...fixed, charges: '5000' };
    expect(validateService({ ...yen, depositValue: '1000' }, 'JPY')).toEqual({});
    expect(validateService({ ...yen, depositValue: '999.5' }, 'JPY').deposit).toBe(
      'The deposit must be a whole amount above 0',
    );
    expect(validateService({ ...yen, charges: '5000.5', depositValue: '1000' }, 'JPY').charges).toBe(
      'Please enter valid charges (up to 100000, no decimals)',
    );
    expect(validateService({ ...yen, charges: '12.345', depositValue: '1.5' }, 'KWD')).toEqual({});
    expect(validateService({ ...base, paymentPolicy: 'card', depositValue: 'x' })).toEqual({});
    expect(resultOf({ ...fixed, depositValue: '12.50' })).toMatchObject({
      paymentPolicy: 'deposit',
      deposit: { kind: 'fixed', value: 12.5 },
    });
    expect(resultOf({ ...base, paymentPolicy: 'card', depositValue: '10' })).toMatchObject({
      paymentPolicy: 'card',
      deposit: null,
    });
  });

  it('splits saved minutes into a value and unit', () => {
    expect(splitMinutes(120)).toEqual({ value: '2', unit: 'Hours' });
    expect(splitMinutes(15)).toEqual({ value: '15', unit: 'Mins' });
    expect(splitMinutes(0)).toEqual({ value: '0', unit: 'Mins' });
  });
});
