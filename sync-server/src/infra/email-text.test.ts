import { describe, expect, it } from 'vitest';
import { quoted } from './email-text';

describe('quoted', () => {
  it('makes typed text one line of plain words: no line breaks, control, direction or invisible marks', () => {
    expect(quoted('Li\r\nBcc: x\t Wu', '')).toBe('Li Bcc: x Wu');
    expect(quoted('Sofa \u202Egnp.exe\u202C for \u2066you\u2069\u200F', '')).toBe('Sofa for you');
  });

  it('leaves out every word that reads as a link or an address', () => {
    expect(quoted('Phish Hi please verify at https://evil.example/login now', 'there')).toBe('Phish Hi please verify at now');
    expect(quoted('Visit https://evil.example/claim for your bonus', '')).toBe('Visit for your bonus');
    for (const link of [
      'http://x',
      'HTTPS://EVIL.EXAMPLE',
      'hxxp://evil',
      '<https://evil.example/a?b=c>',
      'mailto:help@evil.example',
      'javascript:alert(1)',
      'tel:+15550100',
      'www.evil.example',
      'WWW.evil',
      'evil.example/login',
      'evil.example',
      'login.evil.example:8443/x',
      '(evil.co)',
      'xn--80ak6aa92e.com',
      'пример.рф',
      '例子。测试',
      'evil\u200B.example',
      'evil\u034F.com',
      'evil\u061C.com',
      'evil\uFE0F.com',
      'evil\u{E0020}.com',
      'evil\u180E.com',
      'evil\u2024com',
      'evil\uFE52com',
      'evil\u00B7com',
      'paypal\u2219com',
      'secure-pay\u22C5com',
      'secure-pay.\u0301com',
      'bank\u2022com',
      'login\u2E31com',
      'evil\u02D9com',
      'evil\u0589com',
      'evil\u06D4com',
      'evil\u0701com',
      'evil\uA60Ecom',
      'evil\u2E3Ccom',
      'user\uFF20evil',
      'evil_.com',
      'evil-.com',
      'help@evil.example',
      'me@localhost',
      '203.0.113.9/login',
    ])
      expect(quoted(`Call ${link} today`, ''), link).toBe('Call today');
  });

  it('keeps names, addresses and prices that are no links', () => {
    for (const text of [
      'Ana Ruiz-Park',
      "O'Neil & Sons, Inc.",
      'Dr. J. R. Smith',
      '1550 Blake St, Denver, CO 80202',
      'Sofa 3.5 ft, $1,200.50',
      'e.g. No. 5',
    ])
      expect(quoted(text, ''), text).toBe(text);
  });

  it('answers the fallback when no word is left', () => {
    expect(quoted('https://evil.example', 'there')).toBe('there');
    expect(quoted(null, 'there')).toBe('there');
    expect(quoted(' \n ', 'a buyer')).toBe('a buyer');
  });

  it('reads a long text in linear time', () => {
    const started = performance.now();
    quoted(`${'a'.repeat(50_000)} ${'a.'.repeat(25_000)} ${'1.'.repeat(25_000)}`, '');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
