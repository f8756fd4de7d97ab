import { Button } from '@chakra-ui/react';
import { limits } from '@stagehouse/shared/limits';
import { adminNotices } from '@stagehouse/shared/messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import { downloadCsv } from './csv';

/** Where an export's rows come from: how many there are, and how to fetch them, saying how many have arrived. */
export interface RowSource<T> {
  count: number;
  fetch(onProgress: (arrived: number) => void): Promise<T[]>;
}

/**
 * Downloads every row of a list as CSV, fetched when asked, with the progress on the button; a
 * list longer than an export holds says on the button that it exports its first rows.
 */
export function ExportCsvButton<T>({
  fileName,
  rows,
  record,
}: {
  fileName: string;
  rows: RowSource<T>;
  record(row: T): Record<string, unknown>;
}) {
  const [arrived, setArrived] = useState<number | null>(null);
  const max = limits.adminExportMaxRows;
  const run = async () => {
    setArrived(0);
    try {
      downloadCsv(fileName, (await rows.fetch(setArrived)).map(record));
    } catch (error) {
      notify({ title: adminNotices.exportFailed, description: messageOf(error, adminNotices.fallback.exportList), variant: 'destructive' });
    } finally {
      setArrived(null);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      disabled={rows.count === 0}
      loading={arrived !== null}
      loadingText={`Exporting ${(arrived ?? 0).toLocaleString('en-US')} of ${Math.min(rows.count, max).toLocaleString('en-US')} rows…`}
      onClick={() => void run()}
    >
      <Download aria-hidden /> {rows.count > max ? `Export first ${max.toLocaleString('en-US')} rows as CSV` : 'Export CSV'}
    </Button>
  );
}
