import { conditions, editFormConditions, editFormRooms, furnitureStatuses, rooms } from '@stagehouse/shared/options';
import { optionsOf } from '../../components/select-field';

export const createOptions = { rooms: optionsOf(rooms), conditions: optionsOf(conditions) };
/** How a size is written, shown as the Dimensions field's placeholder. */
export const dimensionsExample = '84" W × 38" D × 34" H';
export const editOptions = {
  rooms: optionsOf(editFormRooms),
  conditions: optionsOf(editFormConditions),
  statuses: optionsOf(furnitureStatuses),
};
