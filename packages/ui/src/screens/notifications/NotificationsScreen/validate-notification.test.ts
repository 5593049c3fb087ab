import { describe, expect, it } from 'vitest';
import { EMPTY_NOTIFICATION_FORM, validateNotification } from './validate-notification';

describe('validateNotification', () => {
  it('gives every message in field order when all fail', () => {
    expect(Object.entries(validateNotification(EMPTY_NOTIFICATION_FORM))).toEqual([
      ['to', 'Please select send to'],
      ['title', 'Please enter notification title'],
      ['body', 'Please enter notification content'],
    ]);
  });

  it('treats blank texts as missing', () => {
    expect(validateNotification({ to: 'user', title: '  ', body: '\n' })).toEqual({
      title: 'Please enter notification title',
      body: 'Please enter notification content',
    });
  });

  it('accepts a complete notification', () => {
    expect(validateNotification({ to: 'Stylist', title: 'Hello', body: 'Team meeting' })).toEqual({});
  });
});
