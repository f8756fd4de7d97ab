import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import {
  confirmEmailAnswerSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../auth.schema';
import type { Endpoint } from '../endpoint';
import { sessionAnswerSchema, userAnswerSchema } from '../user.schema';

/** Signing in and out, registering, and a forgotten password. */
export const authEndpoints = {
  login: {
    method: 'POST',
    path: apiRoutes.login,
    summary: 'Signs in: a new session cookie, and the user',
    access: 'public',
    body: loginSchema,
    answer: userAnswerSchema,
  },
  register: {
    method: 'POST',
    path: apiRoutes.register,
    summary: 'Makes a stager, realtor or buyer account and signs it in; a buyer is sent a link to confirm the email',
    access: 'public',
    body: registerSchema,
    answer: userAnswerSchema,
    statuses: [201],
  },
  logout: { method: 'POST', path: apiRoutes.logout, summary: 'Signs out this browser', access: 'public' },
  forgotPassword: {
    method: 'POST',
    path: apiRoutes.forgotPassword,
    summary: 'Sends a link to reset the password, if an account uses the email (the answer never says)',
    access: 'public',
    body: forgotPasswordSchema,
    answer: z.object({ message: z.string() }),
  },
  resetPassword: {
    method: 'POST',
    path: apiRoutes.resetPassword,
    summary: "Sets a new password with a reset link's token, and signs out every session of the account",
    access: 'public',
    body: resetPasswordSchema,
  },
  confirmEmail: {
    method: 'POST',
    path: apiRoutes.confirmEmail,
    summary: "Confirms the signed-in user's email with a link's token; the requests made signed out with that email join the account",
    access: 'signedIn',
    body: confirmEmailSchema,
    answer: confirmEmailAnswerSchema,
  },
  confirmationLink: {
    method: 'POST',
    path: apiRoutes.confirmationLink,
    summary: "Sends the signed-in user a new link to confirm the account's email",
    access: 'signedIn',
  },
  me: { method: 'GET', path: apiRoutes.me, summary: 'The signed-in user', access: 'signedIn', answer: userAnswerSchema },
  session: {
    method: 'GET',
    path: apiRoutes.session,
    summary: 'Who is signed in on this browser, if anyone',
    access: 'public',
    answer: sessionAnswerSchema,
  },
} as const satisfies Record<string, Endpoint>;
