/**
 * Characters that draw nothing (joiners, variation selectors, tags, fillers) and marks that turn the
 * direction of the text after them: they could hide a link's dots or make an email's words read backwards.
 */
const hiddenMarks = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A full stop, or one of the wide, small, raised, middle, bullet or script dots a reader may take
 * for one in an address.
 */
const dot =
  '[.\\u00B7\\u02D9\\u0387\\u0589\\u06D4\\u0701\\u2022\\u2024\\u2027\\u2219\\u22C5\\u2E31\\u2E33\\u2E3C\\u30FB\\u3002\\uA60E\\uFE52\\uFF0E\\uFF61\\uFF65]';

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
  new RegExp(`[\\p{L}\\p{N}_-]${dot}\\p{L}[\\p{L}\\p{N}]`, 'u'),
  new RegExp(`\\d${dot}\\d{1,3}${dot}\\d{1,3}${dot}\\d`),
];

/**
 * Whether a word reads as a link or an address, also once its look-alike letters (a full-width @)
 * are read as the plain ones and the accents on its characters are dropped (a dot under an accent
 * is still a dot to a reader).
 */
const readsAsLink = (word: string) =>
  [word, word.normalize('NFKC'), word.normalize('NFKD').replace(/\p{M}/gu, '')].some((form) =>
    linkLike.some((pattern) => pattern.test(form)),
  );

/**
 * Typed text (a name, an address, a reason) as an email quotes it: one line of plain words that
 * never shapes the email around it, without the words that read as a link or an address, so that
 * the only links an email carries are Stagehouse's own; `fallback` when no word is left.
 */
export function quoted(text: string | null | undefined, fallback: string): string {
  const words = (text ?? '')
    .replace(hiddenMarks, '')
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => word !== '' && !readsAsLink(word));
  return words.length === 0 ? fallback : words.join(' ');
}
