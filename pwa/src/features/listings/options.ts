import { conditions, createFormCategories, editFormCategories, editFormConditions, editFormRooms, furnitureStatuses, rooms } from '@stagehouse/shared/options';

const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replace('-', ' ') }));

export const createOptions = { categories: labelled(createFormCategories), rooms: labelled(rooms), conditions: labelled(conditions) };
export const editOptions = { categories: labelled(editFormCategories), rooms: labelled(editFormRooms), conditions: labelled(editFormConditions), statuses: labelled(furnitureStatuses) };
