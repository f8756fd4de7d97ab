import { Badge, Box, Button, Card, HStack, IconButton, Image, LinkOverlay, Text } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { notices } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { Heart, ImageOff } from 'lucide-react';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../lib/auth-store';
import { toggleSaved, useIsSaved } from '../lib/saved-pieces';
import { StatusBadge } from './status-badge';
import { notify } from './ui/notify';

/** The second-to-last comma-separated part of the address, or Location TBD. */
export const locationOf = (address: string | null): string => {
  const parts = (address ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return parts.length >= 2 ? (parts[parts.length - 2] as string) : notices.locationTbd;
};

/** Cards show the thumbnail the server made for an uploaded photo; sample photos are already small. */
export const cardImageOf = (path: string): string => path.replace(/^(\/api\/images\/uploads\/[0-9a-f-]{36})\.webp$/, '$1-thumb.webp');

export interface FurnitureCardProps {
  piece: Furniture;
  showFavorite?: boolean;
  /** A link to the open house the piece stands in (saved pieces). */
  showHouseLink?: boolean;
  onRsvp?(piece: Furniture): void;
  onEdit?(piece: Furniture): void;
  onRemove?(piece: Furniture): void;
  /** Shown before any scrolling: its photo loads at once, not when it comes into view. */
  firstInView?: boolean;
}

export const FavoriteToggle = ({ piece }: { piece: Furniture }) => {
  const saved = useIsSaved(piece.id);
  const toggle = async () => {
    const result = await toggleSaved(piece);
    notify(
      result === 'added'
        ? { title: notices.savedAdded, description: notices.savedAddedText(piece.name) }
        : { title: notices.savedRemoved, description: notices.savedRemovedText(piece.name) },
    );
  };
  return (
    <IconButton
      aria-label={saved ? `Remove ${piece.name} from saved pieces` : `Save ${piece.name}`}
      aria-pressed={saved}
      variant="subtle"
      bg="white"
      rounded="full"
      size="sm"
      onClick={() => void toggle()}
    >
      <Heart fill={saved ? '#c53030' : 'none'} color={saved ? '#c53030' : '#1a202c'} />
    </IconButton>
  );
};

/** A piece of furniture as buyers and listers see it everywhere in the app; Edit and Remove only for its owner. */
const PieceCard = ({ piece, showFavorite = true, showHouseLink = false, onRsvp, onEdit: editAction, onRemove: removeAction, firstInView = false }: FurnitureCardProps) => {
  const [imageFailed, setImageFailed] = useState(false);
  const isOwner = useCurrentUser()?.id === piece.ownerId;
  const onEdit = isOwner ? editAction : undefined;
  const onRemove = isOwner ? removeAction : undefined;
  const [first, ...more] = piece.images;
  const houseLink = showHouseLink && piece.propertyId !== null;
  return (
    <Card.Root overflow="hidden" bg="white" data-testid="furniture-card" h="full" position="relative" _hover={{ shadow: 'md' }}>
      <Box position="relative" aspectRatio={3 / 2} bg="gray.100">
        {first && !imageFailed ? (
          <Image
            src={cardImageOf(first)}
            alt={piece.name}
            width={600}
            height={400}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
            objectFit="cover"
            w="full"
            h="full"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <Box display="flex" alignItems="center" justifyContent="center" h="full" color="gray.600" role="img" aria-label={`No photo of ${piece.name}`}>
            <ImageOff size={40} aria-hidden />
          </Box>
        )}
        {more.length > 0 && (
          <Badge position="absolute" bottom="2" right="2" bg="blackAlpha.800" color="white">
            +{more.length}
          </Badge>
        )}
        {showFavorite && (
          <Box position="absolute" top="2" right="2" zIndex="1">
            <FavoriteToggle piece={piece} />
          </Box>
        )}
      </Box>
      <Card.Body gap="1" p="4">
        <HStack justify="space-between" align="start">
          <Card.Title as="h3" fontSize="md" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLink to={`/piece/${piece.id}`}>{piece.name || 'Untitled piece'}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <StatusBadge piece={piece} />
        </HStack>
        <Text color="gray.700" fontSize="sm">
          {locationOf(piece.propertyAddress)}
        </Text>
        <Text fontWeight="bold" fontSize="lg" color="teal.900">
          {formatUsd(piece.price)}
        </Text>
      </Card.Body>
      {(onRsvp || houseLink || onEdit || onRemove) && (
        <Card.Footer gap="2" p="4" pt="0" flexWrap="wrap" position="relative" zIndex="1">
          {onRsvp && (
            <Button size="sm" colorPalette="teal" onClick={() => onRsvp(piece)}>
              RSVP
            </Button>
          )}
          {houseLink && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/open-house/${piece.propertyId}`}>Open house</RouterLink>
            </Button>
          )}
          {onEdit && (
            <Button size="sm" variant="outline" onClick={() => onEdit(piece)}>
              Edit
            </Button>
          )}
          {onRemove && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(piece)}>
              Remove
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
};

/** The same piece (id, version, last change) with the same actions draws the same card: a list re-read from IndexedDB redraws only what changed. */
const sameCard = (a: FurnitureCardProps, b: FurnitureCardProps) =>
  a.piece.id === b.piece.id &&
  a.piece.version === b.piece.version &&
  a.piece.updatedAt === b.piece.updatedAt &&
  a.showFavorite === b.showFavorite &&
  a.showHouseLink === b.showHouseLink &&
  a.onRsvp === b.onRsvp &&
  a.onEdit === b.onEdit &&
  a.onRemove === b.onRemove;

export const FurnitureCard = memo(PieceCard, sameCard);
