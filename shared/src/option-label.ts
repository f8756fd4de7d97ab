/** How an option value reads in a form ("like-new" -> "Like new"). */
export const optionLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/[-_]/g, ' ');
