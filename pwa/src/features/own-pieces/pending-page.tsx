import { Badge, Box, Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { memo, useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PieceCard, samePieceVersion } from '../../components/piece-card';
import { MoreMarker } from '../../components/more-marker';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/ui/notify';
import { useCurrentUser } from '../../lib/auth-store';
import { useShownCount } from '../../lib/use-shown-count';
import { useThrottled } from '../../lib/use-throttled';
import { deletePiece, discardChange, sendAndReport, useOwnPiecesPulled, useOutboxState, useOwnPieces } from '../../lib/own-pieces';
import { localPhotoId } from '../../lib/local-photo-ref';

type SyncState = 'synced' | 'waiting' | 'attention';

interface RowProps {
  piece: Piece;
  sync: SyncState;
  onEdit(piece: Piece): void;
  onRemove(piece: Piece): void;
}

/** One own piece with its sync badge; memoised with the card, so a list re-read from IndexedDB redraws only the rows that changed. */
const PendingRow = memo(
  ({ piece, sync, onEdit, onRemove }: RowProps) => {
    const photosWaiting = piece.images.filter((image) => localPhotoId(image) !== null).length;
    return (
      <Stack as="li" gap="2" data-testid="own-listing">
        {sync === 'attention' && <Badge colorPalette="red">Needs attention</Badge>}
        {sync === 'waiting' && (
          <Badge colorPalette="orange">
            Waiting to sync{photosWaiting > 0 ? ` · ${photosWaiting} ${photosWaiting === 1 ? 'photo' : 'photos'}` : ''}
          </Badge>
        )}
        <PieceCard piece={piece} showSave={false} onEdit={onEdit} onRemove={onRemove} />
      </Stack>
    );
  },
  (a, b) => samePieceVersion(a.piece, b.piece) && a.sync === b.sync && a.onEdit === b.onEdit && a.onRemove === b.onRemove,
);

const pageSize = 24;

/** The pieces a page at a time, and more as the lister scrolls to the end. */
function PendingList({ pending, rowOf }: { pending: Piece[]; rowOf(piece: Piece): ReactNode }) {
  const { shown, marker } = useShownCount(pending.length, pageSize);
  return (
    <>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5" listStyleType="none" data-testid="pending-list">
        {pending.slice(0, shown).map(rowOf)}
      </SimpleGrid>
      <MoreMarker shown={shown} total={pending.length} marker={marker} />
    </>
  );
}

async function removeOwnPiece(piece: Piece) {
  if (!window.confirm(notices.confirmRemoveListing)) return;
  const entry = await deletePiece(piece);
  const report = await sendAndReport(entry);
  if (report.outcome === 'refused') {
    notify({ title: notices.removeFailed, description: report.reason, variant: 'destructive' });
    await discardChange(entry);
  }
}

export function PendingPage() {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const pulled = useOwnPiecesPulled();
  const pieces = useThrottled(useOwnPieces(user.id), 250);
  const outbox = useThrottled(useOutboxState(), 250);
  const pending = (pieces ?? []).filter((f) => f.status === 'pending' || f.status === 'draft');

  const onRemove = useCallback((piece: Piece) => void removeOwnPiece(piece), []);
  const onEdit = useCallback((piece: Piece) => navigate(`/edit-furniture?id=${piece.id}`), [navigate]);

  return (
    <Container maxW="7xl" py="6">
      <PageHeading
        title="Pending Listings"
        subtitle="Your listings on sale (Active, or Pending review while the back office checks them) and your drafts, newest first."
      />
      {pieces === undefined || (pending.length === 0 && pulled === 'pending') ? (
        <PageSpinner label="Loading your listings" />
      ) : pending.length === 0 && pieces.length === 0 && pulled === 'failed' ? (
        <Text role="alert">{notices.pendingLoadFailed}</Text>
      ) : pending.length === 0 ? (
        <Box textAlign="center" py="10">
          <Text mb="4">{screenTexts.pendingEmpty}</Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/list-furniture">List Furniture</RouterLink>
          </Button>
        </Box>
      ) : (
        <PendingList
          pending={pending}
          rowOf={(piece) => (
            <PendingRow
              key={piece.id}
              piece={piece}
              sync={outbox?.attention.has(piece.id) ? 'attention' : outbox?.waiting.has(piece.id) ? 'waiting' : 'synced'}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          )}
        />
      )}
    </Container>
  );
}
