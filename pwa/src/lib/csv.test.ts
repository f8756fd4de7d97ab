import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv([{ name: 'Ana, Ruiz', note: 'said "hi"', n: 2 }, { name: 'Ben', note: 'two\nlines', n: null }])).toBe(
      'name,note,n\r\n"Ana, Ruiz","said ""hi""",2\r\nBen,"two\nlines",',
    );
  });
});
