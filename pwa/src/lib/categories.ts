import { categoryNameOf, offeredCategories } from '@stagehouse/shared/category-options';
import type { CategoryChoice } from '@stagehouse/shared/category.schema';
import { useCallback } from 'react';
import { useCurrentUser } from './auth-store';
import { useUiContent } from './ui-content';

const none: readonly CategoryChoice[] = [];

/** The back office's categories as last read (a signed-in user's are kept on the device): every category option and name comes from them. */
function useCategories(): readonly CategoryChoice[] {
  const user = useCurrentUser();
  return useUiContent(user?.id ?? null)?.categories ?? none;
}

/** The categories a piece may be given now, by name; those in `kept` (a piece's own, the saved pieces' ones) stay offered. */
export const useCategoryOptions = (kept: readonly (string | null)[] = []) => offeredCategories(useCategories(), kept);

/** How a category value reads: the back office's name for it. */
export function useCategoryName(): (value: string) => string {
  const categories = useCategories();
  return useCallback((value: string) => categoryNameOf(value, categories), [categories]);
}
