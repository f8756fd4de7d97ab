import type { User } from '@stagehouse/shared/user.schema';

export const userOf = (userType: User['userType'], overrides: Partial<User> = {}): User => ({
  id: 1,
  firstName: 'Avery',
  lastName: 'Tester',
  email: 'avery@example.com',
  userType,
  company: null,
  companyId: null,
  isVerified: true,
  isActive: true,
  plan: 'base',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
