import { Alert, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { BulkImport, BulkImportRow, BulkImportSummary } from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { offeredCategories } from '@stagehouse/shared/category-options';
import { adminNotices, screenTexts, validation } from '@stagehouse/shared/messages';
import { bulkImportColumns, bulkImportStatusLabels } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { TextareaField } from '../../../components/textarea-field';
import { notify } from '../../../components/ui/notify';
import { adminLists, adminQueries } from '../admin-api';
import { usePagedList } from '../use-paged-list';
import { PagedTable } from '../paged-table';
import { downloadCsv, downloadText } from '../csv';
import { QueryState } from '../query-state';
import { useAdminAction } from '../use-admin-action';
import { call } from '../../../lib/api';

const example: BulkImportRow = {
  title: 'Walnut Coffee Table',
  description: 'Solid walnut, 48 inches',
  price: '450',
  category: 'Dining',
  location: '1550 Blake St, Denver, CO 80202',
  stager_email: 'stager@demo.test',
};
const acceptedTypes = ['text/csv', 'application/json'];

/** The names of the categories a row may name (its value does as well), and the templates' row in one of them. */
function useTemplate() {
  const categories = useQuery(adminQueries.categories);
  const names = offeredCategories(categories.data ?? []).map((c) => c.label);
  return { names, row: names.includes(example.category) ? example : { ...example, category: names[0] ?? '' } };
}

const Errors = ({ errors, title }: { errors: string[]; title: string }) =>
  errors.length === 0 ? null : (
    <Alert.Root status="warning" data-testid="import-errors">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Box as="ul" ps="5" listStyleType="disc">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );

/** How many errors an import reported, and its first ones. */
const ErrorsCell = ({ summary }: { summary: BulkImportSummary }) => (
  <Stack gap="0">
    <Text>{summary.errorCount.toLocaleString('en-US')}</Text>
    {summary.firstErrors.map((e) => (
      <Text key={e} fontSize="xs" color="gray.700">
        {e}
      </Text>
    ))}
    {summary.errorCount > summary.firstErrors.length && (
      <Text fontSize="xs" color="gray.700">
        and {countOf(summary.errorCount - summary.firstErrors.length, 'more', 'more')}
      </Text>
    )}
  </Stack>
);

function Preview({ upload, onDone }: { upload: BulkImport; onDone(): void }) {
  const confirm = useAdminAction(
    () => call('bulkConfirm', { params: { id: upload.id } }),
    { title: adminNotices.importSuccessful, description: (_b, o) => adminNotices.listingsImported(o.importedCount) },
    { title: adminNotices.importFailed, fallback: adminNotices.fallback.importListings },
  );
  const cancel = useAdminAction(
    () => call('bulkCancel', { params: { id: upload.id } }),
    { title: adminNotices.importCancelled, description: () => adminNotices.importCancelledText },
    { title: adminNotices.importFailed, fallback: adminNotices.fallback.importListings },
  );
  return (
    <SectionCard title={`Preview of ${upload.fileName}`}>
      <Stack gap="3">
        <Text data-testid="preview-note">{screenTexts.bulkPreviewNote(upload.preview.length, upload.recordCount)}</Text>
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Import preview" bg="white">
            <Table.Header>
              <Table.Row>
                {bulkImportColumns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {upload.preview.map((row, i) => (
                <Table.Row key={i}>
                  {bulkImportColumns.map((c) => (
                    <Table.Cell key={c}>{row[c]}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Errors
          errors={upload.errors}
          title={upload.errors.length === 1 ? '1 row will not be imported' : `${countOf(upload.errors.length, 'row')} will not be imported`}
        />
        <HStack>
          <Button colorPalette="teal" loading={confirm.isPending} onClick={() => confirm.mutate({}, { onSuccess: onDone })}>
            Confirm import
          </Button>
          <Button variant="outline" loading={cancel.isPending} onClick={() => cancel.mutate({}, { onSuccess: onDone })}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  );
}

/** An import opened from the history: a preview still waiting for its confirmation, or what an import did and every error it reported. */
function ImportDetails({ id, onClose }: { id: number; onClose(): void }) {
  const opened = useQuery(adminQueries.bulkImport(id));
  return (
    <QueryState query={opened} fallback="Failed to load the import">
      {(shown) =>
        shown.status === 'previewing' ? (
          <Preview upload={shown} onDone={onClose} />
        ) : (
          <SectionCard title={`Import of ${shown.fileName}`}>
            <Stack gap="3" data-testid="import-details">
              <Text>
                {bulkImportStatusLabels[shown.status]}: {countOf(shown.importedCount, 'listing')} imported of{' '}
                {countOf(shown.recordCount, 'record')}, uploaded {new Date(shown.uploadedAt).toLocaleString('en-US')}.
              </Text>
              {shown.errors.length === 0 ? (
                <Text>No errors.</Text>
              ) : (
                <Errors errors={shown.errors} title={countOf(shown.errors.length, 'error')} />
              )}
              <Button alignSelf="start" variant="outline" onClick={onClose}>
                Close
              </Button>
            </Stack>
          </SectionCard>
        )
      }
    </QueryState>
  );
}

function ManualImport() {
  const template = useTemplate();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const run = useAdminAction(
    (body: { data: string }) => call('bulkManual', { body }),
    {
      title: adminNotices.manualImportSuccessful,
      description: (_b, o) => adminNotices.listingsImported(o.importedCount) + (o.errors.length ? ` ${o.errors.join('; ')}` : ''),
    },
    { title: adminNotices.manualImportFailed, fallback: adminNotices.fallback.importJson },
  );
  const submit = () => {
    try {
      JSON.parse(text);
    } catch {
      setInvalid(true);
      notify({ title: adminNotices.manualImportFailed, description: validation.adminInvalidJson, variant: 'destructive' });
      return;
    }
    setInvalid(false);
    run.mutate({ data: text }, { onSuccess: () => setText('') });
  };
  return (
    <SectionCard title="Paste JSON">
      <Stack gap="3">
        <TextareaField
          label="Listings as JSON"
          rows={6}
          fontFamily="mono"
          value={text}
          error={invalid ? validation.adminInvalidJson : undefined}
          onChange={(e) => setText(e.target.value)}
          placeholder={JSON.stringify([template.row], null, 2)}
        />
        <Button alignSelf="start" colorPalette="teal" disabled={text.trim() === ''} loading={run.isPending} onClick={submit}>
          Import JSON
        </Button>
      </Stack>
    </SectionCard>
  );
}

export function BulkLoadingPage() {
  const { query: history, table: historyTable } = usePagedList(adminLists.bulkImports, {}, 25);
  const template = useTemplate();
  const [preview, setPreview] = useState<BulkImport | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useAdminAction(
    (body: FormData) => call('bulkUpload', { body }),
    { title: adminNotices.fileUploaded, description: (_b, u) => adminNotices.recordsReady(u.recordCount) },
    { title: adminNotices.uploadFailed, fallback: adminNotices.fallback.uploadFile },
  );
  const send = (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    upload.mutate(body, { onSuccess: setPreview });
  };
  const drop = (e: React.DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !acceptedTypes.includes(file.type)) {
      notify({ title: adminNotices.uploadFailed, description: validation.adminFileType, variant: 'destructive' });
      return;
    }
    send(file);
  };
  return (
    <Stack gap="5">
      <PageHeading title="Bulk Loading" subtitle="Import many listings from a CSV or JSON file; every row is checked first." />
      <SectionCard title="Upload a file">
        <Stack gap="3">
          <Box
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={dragging ? 'teal.600' : 'gray.300'}
            rounded="md"
            p="8"
            textAlign="center"
            bg={dragging ? 'teal.50' : 'white'}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            data-testid="drop-zone"
          >
            <Stack align="center" gap="2">
              <Upload aria-hidden />
              <Text>Drop a CSV or JSON file here, or choose one.</Text>
              <Input
                type="file"
                accept=".csv,.json"
                maxW="xs"
                aria-label="Choose a CSV or JSON file"
                data-testid="bulk-file"
                onChange={(e) => send(e.target.files?.[0])}
              />
            </Stack>
          </Box>
          <Text fontSize="sm" color="gray.700">
            Columns: {bulkImportColumns.join(', ')}. The category names an active category
            {template.names.length > 0 && ` (${template.names.join(', ')})`} by its name or value; stager_email is the email of a stager's
            account. Rows are counted from the first record.
          </Text>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => downloadCsv('listings-template.csv', [template.row])}>
              CSV template
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => downloadText('listings-template.json', JSON.stringify([template.row], null, 2), 'application/json')}
            >
              JSON template
            </Button>
          </HStack>
        </Stack>
      </SectionCard>
      {preview && <Preview key={preview.id} upload={preview} onDone={() => setPreview(null)} />}
      {opened !== null && opened !== preview?.id && <ImportDetails key={opened} id={opened} onClose={() => setOpened(null)} />}
      <ManualImport />
      <SectionCard title="Import history">
        <QueryState query={history} fallback="Failed to load the import history">
          {(answer) => (
            <PagedTable
              {...historyTable(answer)}
              noun={['import', 'imports']}
              label="Import history"
              fileName="imports.csv"
              empty="No imports yet"
              columns={[
                { header: 'File', value: (i) => i.fileName },
                { header: 'Type', cell: (i) => i.fileType.toUpperCase(), csv: (i) => i.fileType },
                { header: 'Records', value: (i) => i.recordCount },
                { header: 'Imported', value: (i) => i.importedCount },
                { header: 'Errors', cell: (i) => <ErrorsCell summary={i} />, csv: (i) => i.errorCount },
                { header: 'Status', value: (i) => bulkImportStatusLabels[i.status] },
                { header: 'Uploaded', cell: (i) => new Date(i.uploadedAt).toLocaleString('en-US'), csv: (i) => i.uploadedAt },
                {
                  header: 'Actions',
                  cell: (i) => (
                    <Button size="xs" variant="outline" aria-label={`View import ${i.id} (${i.fileName})`} onClick={() => setOpened(i.id)}>
                      View
                    </Button>
                  ),
                  csv: () => null,
                },
              ]}
            />
          )}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
