import { z } from 'zod';
import { optionLabel } from './option-label';
import { tagGroups } from './options';

/** A back office category as the lister forms need it: the value listings carry, its name, whether it is offered. */
export const categoryChoiceSchema = z.object({ value: z.string(), name: z.string(), isActive: z.boolean() });
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/** A back office tag as the lister forms need it. */
export const tagChoiceSchema = z.object({ id: z.number().int(), name: z.string(), group: z.enum(tagGroups), isActive: z.boolean() });
export type TagChoice = z.infer<typeof tagChoiceSchema>;

/** A new category's value: its name in lower case with dashes ("Outdoor Living" -> "outdoor-living"). */
export const categoryValueOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The categories a lister form offers: the form's own list less those the back office switched off,
 * then the back office's other active categories, by name.
 */
export function offeredCategories(formList: readonly string[], categories: readonly CategoryChoice[]): { value: string; label: string }[] {
  const switchedOff = new Set(categories.filter((c) => !c.isActive).map((c) => c.value));
  return [
    ...formList.filter((value) => !switchedOff.has(value)).map((value) => ({ value, label: optionLabel(value) })),
    ...categories.filter((c) => c.isActive && !formList.includes(c.value)).map((c) => ({ value: c.value, label: c.name })),
  ];
}

/** The tags a lister form offers, by group: the active ones, and those the piece already has. */
export const offeredTags = (tags: readonly TagChoice[], kept: readonly number[] = []): TagChoice[] =>
  tags.filter((t) => t.isActive || kept.includes(t.id));
