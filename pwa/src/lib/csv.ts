/** Text a spreadsheet would run as a formula is kept as text: a leading ' (the OWASP rule for CSV injection). */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Turns rows into CSV text (RFC 4180 quoting); text cells never start a formula, numbers stay numbers. */
export const toCsv = (rows: Record<string, unknown>[]): string => {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : inert(String(value));
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n');
};

/** Offers text as a file download. */
export const downloadText = (fileName: string, text: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};

export const downloadCsv = (fileName: string, rows: Record<string, unknown>[]): void => downloadText(fileName, toCsv(rows), 'text/csv;charset=utf-8');
