import { describe, expect, it } from 'vitest';
import { DEPOSIT_TEXTS, depositMinorOf, depositProblem } from './deposit';

describe('depositProblem', () => {
  it('asks nothing of a service without a deposit', () => {
    expect(depositProblem('none', null, 50)).toBeNull();
    expect(depositProblem('card', undefined, 50)).toBeNull();
  });

  it('wants a deposit chosen and a whole percentage from 1 to 100', () => {
    expect(depositProblem('deposit', null, 50)).toBe(DEPOSIT_TEXTS.depositMissing);
    expect(depositProblem('deposit', { kind: 'percent', value: 0 }, 50)).toBe(DEPOSIT_TEXTS.percent);
    expect(depositProblem('deposit', { kind: 'percent', value: 12.5 }, 50)).toBe(DEPOSIT_TEXTS.percent);
    expect(depositProblem('deposit', { kind: 'percent', value: 100 }, 50)).toBeNull();
  });

  it('checks a fixed amount with the currency digits', () => {
    expect(depositProblem('deposit', { kind: 'fixed', value: 12.5 }, 50)).toBeNull();
    expect(depositProblem('deposit', { kind: 'fixed', value: 12.555 }, 50)).toBe(DEPOSIT_TEXTS.fixed);
    expect(depositProblem('deposit', { kind: 'fixed', value: 1000 }, 5000, 'JPY')).toBeNull();
    expect(depositProblem('deposit', { kind: 'fixed', value: 1000.5 }, 5000, 'JPY')).toBe(
      'The deposit must be a whole amount above 0',
    );
    expect(depositProblem('deposit', { kind: 'fixed', value: 1.234 }, 12.345, 'KWD')).toBeNull();
    expect(depositProblem('deposit', { kind: 'fixed', value: 1.2345 }, 12.345, 'KWD')).toBe(
      'The deposit must be an amount above 0 with at most 3 decimals',
    );
    expect(depositProblem('deposit', { kind: 'fixed', value: 0 }, 50)).toBe(DEPOSIT_TEXTS.fixed);
  });

  it('refuses a fixed amount above the price', () => {
    expect(depositProblem('deposit', { kind: 'fixed', value: 50.01 }, 50)).toBe(DEPOSIT_TEXTS.aboveCharges);
    expect(depositProblem('deposit', { kind: 'fixed', value: 12.346 }, 12.345, 'KWD')).toBe(
      DEPOSIT_TEXTS.aboveCharges,
    );
  });
});

describe('depositMinorOf', () => {
  it('converts a fixed amount with the currency digits', () => {
    expect(depositMinorOf(5000, { kind: 'fixed', value: 12.5 })).toBe(1250);
    expect(depositMinorOf(5000, { kind: 'fixed', value: 1000 }, 'JPY')).toBe(1000);
    expect(depositMinorOf(12345, { kind: 'fixed', value: 1.5 }, 'KWD')).toBe(1500);
  });

  it('rounds a percentage to the nearest minor unit', () => {
    expect(depositMinorOf(5000, { kind: 'percent', value: 15 }, 'JPY')).toBe(750);
    expect(depositMinorOf(12345, { kind: 'percent', value: 10 }, 'KWD')).toBe(1235);
    expect(depositMinorOf(4999, { kind: 'percent', value: 50 })).toBe(2500);
    expect(depositMinorOf(4999, null)).toBe(0);
  });
});
