import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth.schema';
import { messagesOf } from './test-helpers';

describe('loginSchema', () => {
  it('accepts a valid email and a 6 character password, lower-casing the email', () => {
    expect(loginSchema.parse({ email: ' Stager@Demo.Test ', password: 'demo12' })).toEqual({
      email: 'stager@demo.test',
      password: 'demo12',
    });
  });

  it('gives the spec messages for a bad email and a short password', () => {
    expect(messagesOf(loginSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('treats missing fields with the same messages', () => {
    expect(messagesOf(loginSchema, {})).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('registerSchema', () => {
  const valid = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', password: 'secret1', userType: 'stager' };

  it('accepts a stager or a realtor with an optional company', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, userType: 'realtor', company: 'Ruiz Homes' }).success).toBe(true);
  });

  it('refuses admin and empty user types with Please select a user type', () => {
    expect(messagesOf(registerSchema, { ...valid, userType: 'admin' })).toEqual({ userType: 'Please select a user type' });
    expect(messagesOf(registerSchema, { ...valid, userType: '' })).toEqual({ userType: 'Please select a user type' });
  });

  it('gives each required-field message', () => {
    expect(messagesOf(registerSchema, { ...valid, firstName: '  ', lastName: '', email: 'x', password: '1' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});
