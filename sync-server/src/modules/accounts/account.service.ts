import { businessProfileSchema, profileUpdateSchema, type BusinessProfile, type PlanSummary } from '@stagehouse/shared/account.schema';
import { changePasswordSchema } from '@stagehouse/shared/auth.schema';
import { limits, money } from '@stagehouse/shared/limits';
import { fromCents } from '@stagehouse/shared/money';
import { planLabels } from '@stagehouse/shared/options';
import {
  type PaymentSettings,
  type Payout,
  maskAccountNumber,
  paymentSettingsFormSchema,
  shownEndOf,
} from '@stagehouse/shared/payment.schema';
import type { User } from '@stagehouse/shared/user.schema';
import { periodStart } from '@stagehouse/shared/figures';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordActivity } from '../admin/activity.repo';
import { emailExists, findCredentials, findUserById, updateUser } from './users.repo';
import { countRsvpChargesSince } from './billing-ledger.repo';
import { findBusinessProfile, saveBusinessProfile as upsertBusinessProfile } from '../browse/companies.repo';
import { endResetLinks } from '../auth/password-resets.repo';
import { endConfirmationLinks } from '../auth/email-confirmations.repo';
import { findPaymentSettings, requestBankVerification, savePaymentSettings as upsertPaymentSettings } from './payment-settings.repo';
import { listRecentPayouts } from './payouts.repo';
import { endSessionsOfUser } from '../auth/sessions.repo';
import { badRequest, conflict, HttpError, unauthorized } from '../../http/errors';
import { forgiveHit } from '../../infra/rate-limits.repo';
import { isAdmin } from '../../policy';
import { hashPassword, verifyPassword } from '../../infra/password';
import { takeAttempt } from '../../infra/rate-limit';
import type { SecretBox } from '../../infra/secret-box';

/** The current password, checked as sign-in is: the attempt counts before hashing (10 in 15 minutes), a right one takes it back. */
async function assertPassword(db: Db, user: User, password: string | undefined) {
  const bucket = `password-check:${user.id}`;
  await takeAttempt(
    db,
    [{ bucket, limit: limits.loginAttemptsPerWindow, windowMs: limits.loginAttemptWindowMs }],
    'Too many password attempts. Please wait 15 minutes and try again.',
  );
  const credentials = await findCredentials(db, user.email);
  if (!password || !credentials || !(await verifyPassword(password, credentials.passwordHash))) {
    throw unauthorized('Your current password is not correct');
  }
  await forgiveHit(db, bucket);
}

/**
 * Name and company change freely; a new email needs the current password and must be free, and
 * ends every reset link sent to the old one and every other session.
 */
export async function updateProfile(db: Db, user: User, input: unknown, ip: string, currentSessionId: string | undefined): Promise<User> {
  const body = profileUpdateSchema.parse(input);
  if (body.email !== user.email) {
    await assertPassword(db, user, body.currentPassword);
    if (await emailExists(db, body.email)) throw conflict('An account with this email already exists');
  }
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const newEmail = body.email !== user.email;
    await updateUser(trx, user.id, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      company: body.company || null,
      updatedAt: now,
      ...(newEmail && { emailConfirmedAt: null }),
    });
    if (newEmail) {
      await endResetLinks(trx, user.id, now);
      await endConfirmationLinks(trx, user.id, now);
      await endSessionsOfUser(trx, user.id, currentSessionId);
    }
    await recordActivity(trx, {
      actor: user,
      action: 'update',
      entityType: 'user',
      entityId: user.id,
      entityTitle: `${body.firstName} ${body.lastName}`,
      details: 'Profile updated',
      ipAddress: ip,
    });
  });
  const updated = await findUserById(db, user.id);
  if (!updated) throw new HttpError(500, 'Profile update failed');
  return updated;
}

/** A new password ends every other session of the user and every reset link not used yet. */
export async function changePassword(db: Db, user: User, input: unknown, currentSessionId: string | undefined): Promise<void> {
  const body = changePasswordSchema.parse(input);
  await assertPassword(db, user, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    await updateUser(trx, user.id, { passwordHash, updatedAt: now });
    await endResetLinks(trx, user.id, now);
    await endSessionsOfUser(trx, user.id, currentSessionId);
  });
}

export async function getPlanSummary(db: Db, user: User): Promise<PlanSummary> {
  const rsvps = await countRsvpChargesSince(db, user.id, periodStart('thisMonth'));
  const base = user.plan === 'plus' ? money.plusMonthlyUsd : money.baseMonthlyUsd;
  return {
    plan: user.plan,
    planLabel: planLabels[user.plan],
    monthlyBaseUsd: base,
    rsvpFeeUsd: money.rsvpFeeUsd,
    rsvpsThisMonth: rsvps,
    amountThisMonthUsd: base + rsvps * money.rsvpFeeUsd,
  };
}

export async function listPayouts(db: Db, user: User): Promise<Payout[]> {
  const rows = await listRecentPayouts(db, user.id, 10);
  return rows.map((r) => ({
    id: r.id,
    furnitureId: r.furnitureId,
    furnitureName: r.furnitureName,
    amount: fromCents(r.amountCents),
    status: r.status,
    paidAt: r.paidAt,
  }));
}

export async function getBusinessProfile(db: Db, user: User): Promise<BusinessProfile> {
  const company = await findBusinessProfile(db, user.id);
  return { businessName: company?.name ?? '', connectedSite: company?.connectedSite ?? '', numberOfUsers: company?.teamSize ?? 1 };
}

/** The business profile is the company that /company/{id} shows; saving it makes the company public. */
export async function saveBusinessProfile(db: Db, user: User, input: unknown, ip: string): Promise<BusinessProfile> {
  if (isAdmin(user)) throw badRequest('Administrators have no business profile');
  const body = businessProfileSchema.parse(input);
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    const profile = {
      name: body.businessName,
      connectedSite: body.connectedSite || null,
      teamSize: body.numberOfUsers,
      profileSavedAt: now,
    };
    await upsertBusinessProfile(trx, user.id, user.userType as 'stager' | 'realtor', profile, now);
    await recordActivity(trx, {
      actor: user,
      action: 'update',
      entityType: 'user',
      entityId: user.id,
      entityTitle: body.businessName,
      details: 'Business profile saved',
      ipAddress: ip,
    });
  });
  return body;
}

const statusOf = (v: 'none' | 'pending' | 'verified' | undefined): PaymentSettings['status'] =>
  v === 'verified' ? 'Verified' : v === undefined ? 'Not Set Up' : 'Pending Verification';

export async function getPaymentSettings(db: Db, user: User): Promise<PaymentSettings> {
  const row = await findPaymentSettings(db, user.id);
  return {
    bankAccountType: row?.bankAccountType ?? null,
    routingNumber: row?.routingNumber ?? null,
    accountNumberMasked: row ? maskAccountNumber(row.accountNumberEnd) : null,
    accountHolderName: row?.accountHolderName ?? null,
    bankName: row?.bankName ?? null,
    isVerified: row?.verificationStatus === 'verified',
    status: statusOf(row?.verificationStatus),
  };
}

/** New bank details are kept encrypted and must be verified again. */
export async function savePaymentSettings(db: Db, box: SecretBox, user: User, input: unknown, ip: string): Promise<PaymentSettings> {
  const body = paymentSettingsFormSchema.parse(input);
  const values = {
    bankAccountType: body.bankAccountType,
    routingNumber: body.routingNumber,
    accountNumberCipher: box.seal(body.accountNumber),
    accountNumberEnd: shownEndOf(body.accountNumber),
    accountHolderName: body.accountHolderName,
    bankName: body.bankName,
    verificationStatus: 'none' as const,
    verificationRequestedAt: null,
    updatedAt: new Date().toISOString(),
  };
  await inTransaction(db, async (trx) => {
    await upsertPaymentSettings(trx, user.id, values);
    await recordActivity(trx, {
      actor: user,
      action: 'update',
      entityType: 'setting',
      entityId: user.id,
      entityTitle: 'Payment settings',
      details: values.accountNumberEnd ? `Bank account ending ${values.accountNumberEnd}` : 'Bank account changed',
      ipAddress: ip,
    });
  });
  return getPaymentSettings(db, user);
}

export async function startBankVerification(db: Db, user: User): Promise<PaymentSettings> {
  const requested = await requestBankVerification(db, user.id, new Date().toISOString());
  const settings = await getPaymentSettings(db, user);
  if (!requested && settings.status === 'Not Set Up') throw badRequest('Add your bank account before verifying it');
  return settings;
}
