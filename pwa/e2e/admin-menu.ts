import type { Page } from '@playwright/test';
import { type AdminSection, adminSections } from '../src/features/admin/admin-sections';

/** The back office's menu: on a phone behind the "Admin menu" button, its groups opened one by one. */
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Opens a back-office screen from the menu as a person would: the menu first on a phone, then the screen's group, then its link. */
export async function openAdminPage(page: Page, label: AdminSection['label']): Promise<void> {
  const section = adminSections.find((s) => s.label === label)!;
  const nav = adminNav(page);
  const toggle = nav.getByRole('button', { name: /^Admin menu/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const group = nav.getByRole('button', { name: section.group, exact: true });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}
