import { offeredCategories } from '@stagehouse/shared/category-options';
import { optionLabel } from '@stagehouse/shared/option-label';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { conditions, editFormConditions, editFormRooms, furnitureStatuses, rooms } from '@stagehouse/shared/options';
import { listingStateLabels, listingStateOf } from '@stagehouse/shared/piece-status';
import { useMemo } from 'react';
import { optionsOf } from '../../components/select-field';
import { useCurrentUser } from '../../lib/auth-store';
import { useUiContent } from '../../lib/ui-content';

export const createOptions = { rooms: optionsOf(rooms), conditions: optionsOf(conditions) };
/** How a size is written, shown as the Dimensions field's placeholder. */
export const dimensionsExample = '84" W × 38" D × 34" H';
export const editOptions = {
  rooms: optionsOf(editFormRooms),
  conditions: optionsOf(editFormConditions),
};

/** The statuses the owner may set, in the words the back office uses: listed reads Active, or Pending review while an admin holds the piece. */
export const statusOptionsOf = (piece: Pick<Furniture, 'needsReview'>) =>
  furnitureStatuses.map((status) => ({
    value: status,
    label: listingStateLabels[listingStateOf({ status, needsReview: piece.needsReview })],
  }));

/** The form's categories as the back office offers them now (the form's own list until the server has answered); a piece keeps showing the category it has. */
export function useCategoryOptions(formList: readonly string[], current: string | null = null) {
  const user = useCurrentUser();
  const categories = useUiContent(user?.id ?? null)?.categories;
  return useMemo(() => {
    const offered = offeredCategories(formList, categories ?? []);
    return current && !offered.some((o) => o.value === current) ? [...offered, { value: current, label: optionLabel(current) }] : offered;
  }, [formList, categories, current]);
}
