/** Typed text (a name, an address) as one line of plain words: it never shapes the email around it. */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
