import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and quotes every text cell, doubling its quotes', () => {
    expect(
      toCsv([
        { name: 'Ana, Ruiz', note: 'said "hi"', n: 2 },
        { name: 'Ben', note: 'two\nlines', n: null },
      ]),
    ).toBe('name,note,n\r\n"Ana, Ruiz","said ""hi""",2\r\n"Ben","two\nlines",');
  });

  it('keeps text that a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const evil = ['=HYPERLINK("http://attacker.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const lines = toCsv(evil.map((text) => ({ text, n: -5 })))
      .split('\r\n')
      .slice(1);
    expect(lines).toEqual([
      '"\'=HYPERLINK(""http://attacker.example"",""x"")",-5',
      '"\'+1+1",-5',
      '"\'-2+3",-5',
      '"\'@SUM(A1)",-5',
      '"\'\t\'=1",-5',
      '"\'\r\'=1",-5',
    ]);
  });

  it('also after spaces, on a new line, or where a spreadsheet that splits cells on ; or tab would start a new cell', () => {
    expect(toCsv([{ company: 'Acme;=1+2;x', phone: '555-0100', mail: 'a+b@x.co', name: 'Smith - Jones' }]).split('\r\n')[1]).toBe(
      '"Acme;\'=1+2;x","555-0100","a+b@x.co","Smith - Jones"',
    );
    expect(
      toCsv([{ a: ' =1', b: '\u00a0@SUM(A1)', c: 'line\n=1' }])
        .split('\r\n')
        .slice(1)
        .join('\r\n'),
    ).toBe('" \'=1","\u00a0\'@SUM(A1)","line\n\'=1"');
  });
});
