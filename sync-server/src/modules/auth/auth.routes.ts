import type { Deps } from '../../deps';
import { requireSignedIn, signedInUser } from '../../http/guards';
import { login, register } from './auth.service';
import { mailResetLink, requestPasswordReset, resetPassword } from './password-reset.service';
import { confirmEmail, joinRequestsOf, resendEmailConfirmation, sendEmailConfirmation } from './email-confirmation.service';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { privateWrite } from '../../http/poke-on-write';
import { beginSession, endSession } from '../../http/session';

export const authRoutes = ({ mailer, config, live }: Deps) => {
  const router = apiRouter();
  addEndpoint(router, 'login', privateWrite, async (ctx) => {
    const user = await login(ctx.state.db, ctx.request.body, ctx.ip, (email) =>
      mailResetLink(ctx.state.db, mailer, email, config.publicUrl),
    );
    await joinRequestsOf(ctx.state.db, user);
    await beginSession(ctx, user.id);
    ctx.body = { user };
  });
  addEndpoint(router, 'register', async (ctx) => {
    const user = await register(ctx.state.db, ctx.request.body, ctx.ip);
    if (user.userType === 'buyer') await sendEmailConfirmation(ctx.state.db, mailer, user.id, config.publicUrl);
    await beginSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { user };
  });
  addEndpoint(router, 'logout', privateWrite, (ctx) => {
    endSession(ctx);
    ctx.status = 204;
  });
  addEndpoint(router, 'forgotPassword', privateWrite, async (ctx) => {
    await requestPasswordReset(ctx.state.db, mailer, ctx.request.body, config.publicUrl, ctx.ip);
    ctx.body = { message: 'If an account uses this email, a link to reset the password is on its way.' };
  });
  addEndpoint(router, 'resetPassword', privateWrite, async (ctx) => {
    const userId = await resetPassword(ctx.state.db, ctx.request.body);
    // The user's open apps hear of it: a live stream whose session has just ended ends too.
    live.poke([`user:${userId}`]);
    endSession(ctx);
    ctx.status = 204;
  });
  addEndpoint(router, 'confirmEmail', requireSignedIn, privateWrite, async (ctx) => {
    const user = signedInUser(ctx.state);
    ctx.body = await confirmEmail(ctx.state.db, user, ctx.request.body);
    // The account's other open apps read its requests again.
    live.poke([`user:${user.id}`]);
  });
  addEndpoint(router, 'confirmationLink', requireSignedIn, privateWrite, async (ctx) => {
    await resendEmailConfirmation(ctx.state.db, mailer, signedInUser(ctx.state), config.publicUrl);
    ctx.status = 204;
  });
  addEndpoint(router, 'me', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: signedInUser(ctx.state) };
  });
  // Who is signed in on this browser, if anyone: the app asks on every start, so a visitor's answer is no error.
  addEndpoint(router, 'session', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: ctx.state.user ?? null };
  });
  return router;
};
