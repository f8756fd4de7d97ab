/**
 * Text a spreadsheet would run as a formula is kept as text (the OWASP rule for CSV injection): a
 * ' before a leading = + - @ tab or CR (after any spaces), and before one that starts a line or
 * follows a ; or a tab, where a spreadsheet that splits on those would start a new cell.
 */
const inert = (text: string) => text.replace(/(?<=(?:^|[;\t\r\n])[ \u00a0\ufeff]*)(?=[=+\-@\t\r])/g, "'");

/** Turns rows into CSV text (RFC 4180): text cells are quoted and never start a formula, numbers stay numbers. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    return `"${inert(String(value)).replace(/"/g, '""')}"`;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n');
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadCsv = (fileName: string, rows: Record<string, unknown>[]): void =>
  downloadText(fileName, toCsv(rows), 'text/csv;charset=utf-8');
