import { describe, expect, it } from 'vitest';
import { oneLine } from './email-text';

describe('oneLine', () => {
  it('makes typed text one line of plain words: no line breaks, control or direction marks', () => {
    expect(oneLine('Li\r\nBcc: x@y.z\t Wu')).toBe('Li Bcc: x@y.z Wu');
    expect(oneLine('Sofa \u202Egnp.exe\u202C for \u2066you\u2069\u200F')).toBe('Sofa gnp.exe for you');
  });
});
