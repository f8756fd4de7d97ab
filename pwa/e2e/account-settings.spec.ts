import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { register } from './helpers';

test('account settings: profile, plan, bank details masked, payments and the business profile on the company page', async ({ page }) => {
  await register(page, 'realtor', 'Theo', 'Grant');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan')).toContainText('Base: Pay per RSVP');
  await expect(page.getByText('No payments received yet')).toBeVisible();
  await expect(page.getByTestId('bank-status')).toHaveText('Not Set Up');
  await expectAccessible(page);

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await profile.getByLabel('First name').fill('Theodore');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(profile.getByText('Theodore Grant')).toBeVisible();

  const bank = page.getByRole('region', { name: 'Bank Account Information' });
  await bank.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(bank.getByText('Please select an account type')).toBeVisible();
  await expect(bank.getByText('Routing number must be 9 digits')).toBeVisible();
  await expect(bank.getByText('Please enter a valid account number')).toBeVisible();
  await bank.getByLabel('Account type').selectOption('checking');
  await bank.getByLabel('Bank name').fill('First Bank');
  await bank.getByLabel('Routing number').fill('021000021');
  await bank.getByLabel('Account number').fill('000123456789');
  await bank.getByLabel('Account holder name').fill('Theodore Grant');
  await bank.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(page.getByText('Payment Settings Updated')).toBeVisible();
  await expect(page.getByTestId('bank-status')).toHaveText('Pending Verification');
  await expect(page.getByTestId('bank-summary')).toContainText('****6789');
  await expect(page.getByText('000123456789')).toHaveCount(0);
  await bank.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page.getByText('Verification Initiated')).toBeVisible();

  const business = page.getByRole('region', { name: 'Business Profile' });
  await business.getByLabel('Business name').fill('Grant Realty Group');
  await business.getByLabel('Website').fill('not a url');
  await business.getByRole('button', { name: 'Save Business Profile' }).click();
  await expect(business.getByText('Please enter a valid URL')).toBeVisible();
  await business.getByLabel('Website').fill('https://grant.example');
  await business.getByLabel('Team members').fill('3');
  await business.getByRole('button', { name: 'Save Business Profile' }).click();
  await expect(page.getByText('Business Profile Saved')).toBeVisible();
  await business.getByRole('link', { name: 'View your company page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grant Realty Group' })).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('tabpanel', { name: 'About' })).toContainText('Team size: 3');
});
