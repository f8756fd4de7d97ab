import type { User } from './user.schema';
import type { z } from 'zod';

/** The first message a schema gives per field (as a form shows it), keyed by the dotted path. */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

/** A signed-in user for tests, of the given type; `overrides` sets any other field. */
export const userOf = (userType: User['userType'], overrides: Partial<User> = {}): User => ({
  id: 1,
  firstName: 'Avery',
  lastName: 'Tester',
  email: 'avery@example.com',
  userType,
  company: null,
  companyId: null,
  isVerified: true,
  emailConfirmed: true,
  isActive: true,
  plan: 'base',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
