import { describe, expect, it } from 'vitest';
import { maskAccountNumber, paymentSettingsFormSchema, shownEndOf } from './payment.schema';
import { isValidRoutingNumber } from './routing-number';
import { messagesOf } from './test-helpers';

const valid = {
  bankAccountType: 'checking',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Ana Ruiz',
  bankName: 'First Bank',
};

describe('isValidRoutingNumber', () => {
  it('accepts real ABA numbers and refuses a wrong check digit', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
  });
});

describe('paymentSettingsFormSchema', () => {
  it('accepts a complete bank form', () => {
    expect(paymentSettingsFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the bank form messages', () => {
    expect(
      messagesOf(paymentSettingsFormSchema, {
        bankAccountType: '',
        routingNumber: '1234',
        accountNumber: '12',
        accountHolderName: '',
        bankName: '',
      }),
    ).toEqual({
      bankAccountType: 'Please select an account type',
      routingNumber: 'Routing number must be 9 digits',
      accountNumber: 'Please enter a valid account number',
      accountHolderName: 'Account holder name is required',
      bankName: 'Bank name is required',
    });
  });

  it('refuses a 9 digit routing number with a wrong checksum', () => {
    expect(messagesOf(paymentSettingsFormSchema, { ...valid, routingNumber: '123456789' })).toEqual({
      routingNumber: 'Routing number is not valid',
    });
  });

  it('masks to the last 4 digits, fewer for a short number, so that at least 4 stay hidden', () => {
    expect(maskAccountNumber(shownEndOf('123456789'))).toBe('****6789');
    expect(maskAccountNumber(shownEndOf('12345678'))).toBe('****5678');
    expect(maskAccountNumber(shownEndOf('123456'))).toBe('****56');
    expect(maskAccountNumber(shownEndOf('1234'))).toBe('****');
  });
});
