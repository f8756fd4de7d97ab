/** Marks that turn the direction of the text after them (they could make an email's words read backwards). */
const directionMarks = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Typed text (a name, an address) as one line of plain words: it never shapes the email around it. */
export const oneLine = (text: string) =>
  text
    .replace(directionMarks, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
