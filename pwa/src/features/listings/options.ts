import { conditions, createFormCategories, editFormCategories, editFormConditions, editFormRooms, furnitureStatuses, rooms } from '@stagehouse/shared/options';
import { optionsOf } from '../../components/select-field';

export const createOptions = { categories: optionsOf(createFormCategories), rooms: optionsOf(rooms), conditions: optionsOf(conditions) };
export const editOptions = { categories: optionsOf(editFormCategories), rooms: optionsOf(editFormRooms), conditions: optionsOf(editFormConditions), statuses: optionsOf(furnitureStatuses) };
