import type { CategoryChoice, TagChoice } from './category.schema';
import { limits } from './limits';
import { optionLabel } from './option-label';

/** What a category value keeps of a name: letters (with their accents and vowel signs) and digits of any script. */
const wordCharacters = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A new category's value: its name in lower case, its words joined by dashes ("Outdoor Living" ->
 * "outdoor-living", "Ö Chairs" -> "ö-chairs", "家具" -> "家具"). Characters that look alike in two
 * widths or forms count as one (NFKC); a name without a letter or digit has no value (""). It holds
 * no character a query string gives a meaning to (&, =, +, #, %, spaces), and is no longer than a value may be.
 */
export function categoryValueOf(name: string): string {
  const words = name.normalize('NFKC').toLowerCase().normalize('NFC').match(wordCharacters) ?? [];
  if (!words.some((word) => /[\p{L}\p{N}]/u.test(word))) return '';
  let value = '';
  for (const character of words.join('-')) {
    if (value.length + character.length > limits.categoryMaxLength) break;
    value += character;
  }
  return value.replace(/-$/, '');
}

/** How a category value reads everywhere: the back office's name for it (the value itself only while the device has no categories yet). */
export const categoryNameOf = (value: string, categories: readonly CategoryChoice[]): string =>
  categories.find((c) => c.value === value)?.name ?? optionLabel(value);

/**
 * The categories a piece may be given, by name: the back office's active ones, and those listed in
 * `kept` (the piece's own, the saved pieces' ones), which stay offered after they were switched off.
 */
export function offeredCategories(
  categories: readonly CategoryChoice[],
  kept: readonly (string | null)[] = [],
): { value: string; label: string }[] {
  const known = new Set(categories.map((c) => c.value));
  const unknown = [...new Set(kept)].filter((value): value is string => value !== null && value !== '' && !known.has(value));
  return [
    ...categories.filter((c) => c.isActive || kept.includes(c.value)).map((c) => ({ value: c.value, label: c.name })),
    ...unknown.map((value) => ({ value, label: categoryNameOf(value, categories) })),
  ];
}

/** The tags a lister form offers, by group: the active ones, and those the piece already has. */
export const offeredTags = (tags: readonly TagChoice[], kept: readonly number[] = []): TagChoice[] =>
  tags.filter((t) => t.isActive || kept.includes(t.id));
