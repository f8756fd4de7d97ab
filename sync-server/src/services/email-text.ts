/** Marks that turn the direction of the text after them (they could make an email's words read backwards), and invisible ones that could hide a link's dots. */
const hiddenMarks = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A full stop, or one of the wide ones a mail program may read as one in an address. */
const dot = '[.\\u3002\\uFF0E\\uFF61]';

/**
 * A word that reads as a link or an address: a URL with a scheme, www., an email, a domain
 * (evil.example/login: a dot between a letter or digit and two letters) or an IP address. Each
 * test is on one word and has no nested repetition, so a long text is read in linear time.
 */
const linkLike = [
  /:\/\//,
  /\b(?:mailto|tel|sms|callto|javascript|data|file|ftp|news|irc|xmpp|sip|skype|whatsapp|tg):/i,
  new RegExp(`\\bwww\\d*${dot}`, 'i'),
  /@./,
  new RegExp(`[\\p{L}\\p{N}]${dot}\\p{L}[\\p{L}\\p{N}]`, 'u'),
  new RegExp(`\\d${dot}\\d{1,3}${dot}\\d{1,3}${dot}\\d`),
];

/**
 * Typed text (a name, an address, a reason) as an email quotes it: one line of plain words that
 * never shapes the email around it, without the words that read as a link or an address, so that
 * the only links an email carries are Stagehouse's own; `fallback` when no word is left.
 */
export function quoted(text: string | null | undefined, fallback: string): string {
  const words = (text ?? '')
    .replace(hiddenMarks, '')
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => word !== '' && !linkLike.some((pattern) => pattern.test(word)));
  return words.length === 0 ? fallback : words.join(' ');
}
