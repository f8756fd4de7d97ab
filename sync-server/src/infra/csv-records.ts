import Papa from 'papaparse';
import { badRequest } from '../http/errors';

const bytesPerStep = 32 * 1024;

export interface CsvLimits {
  /** Records a file may hold. */
  maxRecords: number;
  /** Characters a line may hold: a long line is parsed again with every step it spans. */
  maxLineLength: number;
}

function longestLine(text: string): number {
  let longest = 0;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    longest = Math.max(longest, stop - start);
    start = stop + 1;
  }
  return longest;
}

/**
 * The records of a CSV file with a header line, parsed 32 KB at a time with other requests
 * answered in between (a 5 MB file parsed at once would hold the server up for a good part of a
 * second); a file past the limits is refused before or while it is parsed.
 */
export const parseCsvRecords = (
  text: string,
  limits: CsvLimits,
  options: { skipEmptyLines: boolean | 'greedy'; transformHeader?: (header: string) => string },
) =>
  new Promise<{ records: Record<string, string>[]; fields: string[] }>((resolve, reject) => {
    if (longestLine(text) > limits.maxLineLength) {
      reject(badRequest(`A line of the file is longer than ${limits.maxLineLength} characters`));
      return;
    }
    const records: Record<string, string>[] = [];
    let fields: string[] = [];
    Papa.parse<Record<string, string>>(text, {
      ...options,
      header: true,
      chunkSize: bytesPerStep,
      chunk: (result: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) => {
        records.push(...result.data);
        fields = result.meta.fields ?? fields;
        if (records.length > limits.maxRecords) {
          // Before abort, which completes the parse at once.
          reject(badRequest(`The file holds more than ${limits.maxRecords.toLocaleString('en-US')} rows`));
          parser.abort();
          return;
        }
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve({ records, fields }),
      error: reject,
    });
  });
