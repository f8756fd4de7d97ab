import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from './account.schema';
import { messagesOf } from './test-helpers';

describe('businessProfileSchema', () => {
  it('accepts an empty site and a URL', () => {
    expect(businessProfileSchema.safeParse({ businessName: 'Staged Co', connectedSite: '', numberOfUsers: 1 }).success).toBe(true);
    expect(
      businessProfileSchema.parse({ businessName: 'Staged Co', connectedSite: 'https://staged.example', numberOfUsers: '3' }).numberOfUsers,
    ).toBe(3);
  });

  it('gives the business profile messages', () => {
    expect(messagesOf(businessProfileSchema, { businessName: '', connectedSite: 'not a url', numberOfUsers: 0 })).toEqual({
      businessName: 'Business name is required',
      connectedSite: 'Please enter a valid URL',
      numberOfUsers: 'Team members must be at least 1',
    });
  });
});
