import Papa from 'papaparse';

const bytesPerStep = 64 * 1024;

/**
 * The records of a CSV file with a header line, parsed 64 KB at a time with other requests
 * answered in between (a 5 MB file parsed at once would hold the server up for a good part of a second).
 */
export const parseCsvRecords = (text: string, options: { skipEmptyLines: boolean | 'greedy'; transformHeader?: (header: string) => string }) =>
  new Promise<{ records: Record<string, string>[]; fields: string[] }>((resolve, reject) => {
    const records: Record<string, string>[] = [];
    let fields: string[] = [];
    Papa.parse<Record<string, string>>(text, {
      ...options,
      header: true,
      chunkSize: bytesPerStep,
      chunk: (result: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) => {
        records.push(...result.data);
        fields = result.meta.fields ?? fields;
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve({ records, fields }),
      error: reject,
    });
  });
