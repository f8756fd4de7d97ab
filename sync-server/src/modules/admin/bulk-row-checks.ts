import type { BulkImportRow } from '@stagehouse/shared/admin.schema';
import { priceSchema } from '@stagehouse/shared/fields';
import { limits } from '@stagehouse/shared/limits';
import { adminNotices } from '@stagehouse/shared/messages';
import type { CategoryChoice } from '@stagehouse/shared/category.schema';
import { bulkImportColumns } from '@stagehouse/shared/options';
import type { Db } from '../../db/database';
import { listCategoryChoices } from './categories.repo';
import { findListersByEmail } from '../accounts/users.repo';

type Field = (typeof bulkImportColumns)[number];

/** The characters a field may hold: as many as the listing made of the row, or the account it names, may hold. */
const maxLengths: Partial<Record<Field, number>> = {
  title: limits.textMaxLength,
  description: limits.descriptionMaxLength,
  category: limits.categoryMaxLength,
  location: limits.addressMaxLength,
  stager_email: limits.emailMaxLength,
};

/** The fields of row `n` that cannot be stored as they are (a NUL character, or more characters than they may hold), with why. */
function unstorableFields(row: BulkImportRow, n: number): Map<Field, string> {
  const faults = new Map<Field, string>();
  for (const field of bulkImportColumns) {
    const max = maxLengths[field];
    if (row[field].includes('\0')) faults.set(field, `NUL character in ${field} in row ${n}`);
    else if (max !== undefined && row[field].length > max)
      faults.set(field, `Too long ${field} in row ${n}: at most ${max.toLocaleString('en-US')} characters`);
  }
  return faults;
}

/** The category a row names by its value or its name, ignoring case. */
function categoryNamed(categories: readonly CategoryChoice[], text: string): CategoryChoice | undefined {
  const wanted = text.toLowerCase();
  return categories.find((c) => c.value.toLowerCase() === wanted) ?? categories.find((c) => c.name.toLowerCase() === wanted);
}

/**
 * Checks every row (numbered from 1, the first record) and gives the owner of each good one. A
 * field that cannot be stored is reported for that alone, and its value is not checked further.
 */
export async function checkRows(db: Db, rows: BulkImportRow[]) {
  const numbered = rows.map((row, i) => ({ row, n: i + 1, faults: unstorableFields(row, i + 1) }));
  const emails = new Set(
    numbered.flatMap(({ row, faults }) => (row.stager_email !== '' && !faults.has('stager_email') ? [row.stager_email.toLowerCase()] : [])),
  );
  const ownerOf = new Map<string, number>();
  for (const account of await findListersByEmail(db, [...emails])) ownerOf.set(account.email.toLowerCase(), account.id);
  const categories = await listCategoryChoices(db);
  const anyPrice = priceSchema('');
  const errors: string[] = [];
  const good: { row: BulkImportRow; ownerId: number; category: string; price: number }[] = [];
  for (const { row, n, faults } of numbered) {
    const before = errors.length;
    errors.push(...faults.values());
    for (const field of ['title', 'description', 'category', 'location', 'stager_email'] as const) {
      if (row[field] === '') errors.push(adminNotices.bulkMissing(field, n));
    }
    const price = anyPrice.safeParse(row.price);
    if (!price.success && !faults.has('price')) errors.push(adminNotices.bulkInvalidPrice(n));
    const category = categoryNamed(categories, row.category);
    if (row.category !== '' && !faults.has('category')) {
      if (!category) errors.push(adminNotices.bulkUnknownCategory(row.category, n));
      else if (!category.isActive) errors.push(adminNotices.bulkInactiveCategory(row.category, n));
    }
    const ownerId = ownerOf.get(row.stager_email.toLowerCase());
    if (row.stager_email !== '' && ownerId === undefined && !faults.has('stager_email')) errors.push(adminNotices.bulkUnknownStager(n));
    if (errors.length === before && ownerId !== undefined && category && price.success)
      good.push({ row, ownerId, category: category.value, price: price.data });
  }
  return { errors, good };
}
