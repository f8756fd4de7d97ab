import { describe, expect, it } from 'vitest';
import { createRsvpSchema, rsvpFormSchema } from './rsvp.schema';
import { messagesOf } from './test-helpers';

describe('rsvpFormSchema', () => {
  it('gives the RSVP dialog messages', () => {
    expect(messagesOf(rsvpFormSchema, { firstName: '', lastName: ' ', email: 'nope' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a complete RSVP', () => {
    expect(rsvpFormSchema.parse({ firstName: 'Li', lastName: 'Wu', email: 'LI@EXAMPLE.COM' }).email).toBe('li@example.com');
  });
});

describe('createRsvpSchema', () => {
  it('needs the open house and takes an optional piece', () => {
    const base = { firstName: 'Li', lastName: 'Wu', email: 'li@example.com' };
    expect(createRsvpSchema.safeParse(base).success).toBe(false);
    expect(createRsvpSchema.safeParse({ ...base, propertyId: 3, furnitureId: 'abc12345' }).success).toBe(true);
  });
});
