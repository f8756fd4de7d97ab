/** The words of a text as a search reads them: letters and digits only, lower case. */
export const wordsIn = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words a search looks for: those of what the buyer typed, at most 8. */
export const searchWords = (text: string): string[] => wordsIn(text).slice(0, 8);
