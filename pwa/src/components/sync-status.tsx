import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { formatUsd } from '@stagehouse/shared/money';
import { useStoredQuery } from '../lib/use-stored-query';
import { useState } from 'react';
import { discardChange, keepMine, takeTheirs } from '../lib/own-pieces';
import { localDb, type OutboxEntry } from '../lib/local-db';
import { requestReplay } from '../lib/outbox';
import { useOnline } from '../lib/use-online';
import { AppDialog, DialogBody, DialogFooter } from './app-dialog';
import { priceOf } from '@stagehouse/shared/fields';

const useSyncSummary = () =>
  useStoredQuery(async () => {
    const entries = await localDb.outbox.orderBy('createdAt').toArray();
    return {
      waiting: entries.filter((e) => e.status === 'pending').length,
      attention: entries.filter((e) => e.status !== 'pending'),
      lastSyncedAt: (await localDb.meta.get('pull'))?.lastSyncedAt ?? null,
    };
  }, []);

const shownFields: { label: string; value(piece: Partial<Piece>): string }[] = [
  { label: 'Name', value: (p) => p.name ?? '' },
  { label: 'Price', value: (p) => (typeof p.price === 'number' ? formatUsd(p.price) : String(p.price ?? '')) },
  { label: 'Status', value: (p) => p.status ?? '' },
  { label: 'Description', value: (p) => p.description ?? '' },
];

const Version = ({ title, piece }: { title: string; piece: Partial<Piece> }) => (
  <Box borderWidth="1px" rounded="md" p="3" bg="white">
    <Heading as="h4" size="sm" mb="2">
      {title}
    </Heading>
    <Stack as="dl" gap="1" fontSize="sm">
      {shownFields.map((f) => (
        <HStack key={f.label} align="start" gap="2">
          <Text as="dt" fontWeight="semibold" minW="20">
            {f.label}
          </Text>
          <Text as="dd">{f.value(piece) || '—'}</Text>
        </HStack>
      ))}
    </Stack>
  </Box>
);

function mineOf(entry: OutboxEntry): Partial<Piece> {
  if (entry.method === 'DELETE') return { name: `${entry.theirs?.name ?? ''} (removed)` };
  const body = entry.body ?? {};
  return {
    name: String(body.name ?? ''),
    price: priceOf(body.price),
    status: body.status as Piece['status'],
    description: String(body.description ?? ''),
  };
}

const AttentionItem = ({ entry }: { entry: OutboxEntry }) => (
  <Stack as="li" gap="2" borderWidth="1px" borderColor="red.200" rounded="md" p="3" data-testid="sync-attention">
    <Text fontWeight="semibold">{entry.label}</Text>
    <Text fontSize="sm" color="fg.error">
      {entry.error}
    </Text>
    {entry.status === 'conflict' && entry.theirs ? (
      <>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
          <Version title="Your version" piece={mineOf(entry)} />
          <Version title="Version on the server" piece={entry.theirs} />
        </SimpleGrid>
        <HStack gap="2">
          <Button size="sm" colorPalette="teal" onClick={() => void keepMine(entry)}>
            Keep mine
          </Button>
          <Button size="sm" variant="outline" onClick={() => void takeTheirs(entry)}>
            Take theirs
          </Button>
        </HStack>
      </>
    ) : (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => void discardChange(entry)}>
        Discard this change
      </Button>
    )}
  </Stack>
);

/** Online or offline, how many changes wait, when the last sync was, and what needs the user's attention. */
export function SyncStatus() {
  const online = useOnline();
  const summary = useSyncSummary();
  const [open, setOpen] = useState(false);
  if (!summary) return null;
  const problems = summary.attention.length;
  const text =
    problems > 0
      ? `${problems} need${problems === 1 ? 's' : ''} attention`
      : !online
        ? summary.waiting > 0
          ? `Offline · ${summary.waiting} waiting`
          : 'Offline'
        : summary.waiting > 0
          ? `${summary.waiting} waiting`
          : 'Synced';
  const palette = problems > 0 ? 'red' : !online ? 'gray' : summary.waiting > 0 ? 'orange' : 'green';
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        colorPalette={palette}
        onClick={() => setOpen(true)}
        aria-label={`Sync: ${text}`}
        data-testid="sync-status"
      >
        {text}
      </Button>
      <AppDialog open={open} onClose={() => setOpen(false)} title="Sync status">
        <DialogBody>
          <Stack gap="3">
            <HStack>
              <Text>Connection:</Text>
              <Badge colorPalette={online ? 'green' : 'gray'}>{online ? 'Online' : 'Offline'}</Badge>
            </HStack>
            <Text data-testid="sync-waiting">Changes waiting: {summary.waiting}</Text>
            <Text>Last synced: {summary.lastSyncedAt ? new Date(summary.lastSyncedAt).toLocaleString() : 'not yet'}</Text>
            {problems > 0 && (
              <>
                <Heading as="h3" size="sm">
                  Needs attention
                </Heading>
                <Stack as="ul" gap="3" listStyleType="none">
                  {summary.attention.map((entry) => (
                    <AttentionItem key={entry.id} entry={entry} />
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={!online} onClick={() => void requestReplay()}>
            Sync now
          </Button>
        </DialogFooter>
      </AppDialog>
    </>
  );
}
