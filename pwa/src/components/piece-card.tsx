import type { Piece } from '@stagehouse/shared/piece.schema';
import { notices } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { Heart, ImageOff } from 'lucide-react';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../lib/auth-store';
import { localPhotoId } from '../lib/local-photo-ref';
import { setSaved, useIsSaved } from '../lib/saved-pieces';
import { useStatusOf } from './status-badge';
import { notify } from './ui/notify';

/** The second-to-last comma-separated part of the address, or Location TBD. */
export function locationOf(address: string | null): string {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 ? (parts[parts.length - 2] as string) : notices.locationTbd;
}

/** Cards show the thumbnail the server made for an uploaded photo; sample photos are already small. */
export const cardImageOf = (path: string): string => path.replace(/^(\/api\/images\/uploads\/[0-9a-f-]{36})\.webp$/, '$1-thumb.webp');

export interface PieceCardProps {
  piece: Piece;
  showSave?: boolean;
  /** A link to the open house the piece stands in (saved pieces). */
  showHouseLink?: boolean;
  onRsvp?(piece: Piece): void;
  onEdit?(piece: Piece): void;
  onRemove?(piece: Piece): void;
  /** Shown before any scrolling: its photo loads at once, not when it comes into view. */
  firstInView?: boolean;
  /** Its open house is over: it reads so, and can no longer be asked for. */
  over?: boolean;
  /** An accepted request holds it for a buyer: it reads On hold. */
  onHold?: boolean;
}

/** The heart that saves a piece on this device, or takes it off. */
export function SaveToggle({ piece }: { piece: Piece }) {
  const stored = useIsSaved(piece.id);
  // What a tap asked for shows at once, while it is written to the device.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && asked === stored) setAsked(null);
  const saved = asked ?? stored;
  const toggle = async () => {
    const wanted = !saved;
    setAsked(wanted);
    try {
      await setSaved(piece, wanted);
    } catch (error) {
      setAsked(null);
      throw error;
    }
    notify(
      wanted
        ? { title: notices.savedAdded, description: notices.savedAddedText(piece.name) }
        : { title: notices.savedRemoved, description: notices.savedRemovedText(piece.name) },
    );
  };
  return (
    <button
      type="button"
      className="sh-button sh-button-round"
      aria-label={saved ? `Remove ${piece.name} from saved pieces` : `Save ${piece.name}`}
      aria-pressed={saved}
      onClick={() => void toggle()}
    >
      <Heart fill={saved ? '#c53030' : 'none'} color={saved ? '#c53030' : '#1a202c'} aria-hidden />
    </button>
  );
}

/** A piece of furniture as buyers and listers see it everywhere in the app; Edit and Remove only for its owner. */
function CardOfPiece({
  piece,
  showSave = true,
  showHouseLink = false,
  onRsvp,
  onEdit: editAction,
  onRemove: removeAction,
  firstInView = false,
  over = false,
  onHold = false,
}: PieceCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const isOwner = useCurrentUser()?.id === piece.ownerId;
  const status = useStatusOf(piece, onHold, over);
  const onEdit = isOwner ? editAction : undefined;
  const onRemove = isOwner ? removeAction : undefined;
  const [first, ...more] = piece.images;
  const houseLink = showHouseLink && piece.propertyId !== null;
  return (
    <article className="sh-card" data-testid="furniture-card">
      <div className="sh-card-photo">
        {/* A photo only on this device has no address to show until it is uploaded. */}
        {first && localPhotoId(first) === null && !imageFailed ? (
          <img
            src={cardImageOf(first)}
            alt={piece.name}
            width={600}
            height={400}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="sh-card-no-photo" role="img" aria-label={`No photo of ${piece.name}`}>
            <ImageOff size={40} aria-hidden />
          </div>
        )}
        {more.length > 0 && <span className="sh-card-more">+{more.length}</span>}
        {showSave && (
          <div className="sh-card-save">
            <SaveToggle piece={piece} />
          </div>
        )}
      </div>
      <div className="sh-card-body">
        <div className="sh-card-head">
          <h3 className="sh-card-name">
            <RouterLink to={`/piece/${piece.id}`}>{piece.name || 'Untitled piece'}</RouterLink>
          </h3>
          <span className={`sh-badge sh-badge-${status.palette}`}>{status.label}</span>
        </div>
        <p className="sh-card-location">{locationOf(piece.propertyAddress)}</p>
        <p className="sh-card-price">{formatUsd(piece.price)}</p>
      </div>
      {(onRsvp || houseLink || onEdit || onRemove) && (
        <div className="sh-card-actions">
          {onRsvp && (
            <button type="button" className="sh-button sh-button-solid" onClick={() => onRsvp(piece)}>
              RSVP
            </button>
          )}
          {houseLink && (
            <RouterLink className="sh-button sh-button-outline" to={`/open-house/${piece.propertyId}`}>
              Open house
            </RouterLink>
          )}
          {onEdit && (
            <button type="button" className="sh-button sh-button-outline" onClick={() => onEdit(piece)}>
              Edit
            </button>
          )}
          {onRemove && (
            <button type="button" className="sh-button sh-button-outline sh-button-danger" onClick={() => onRemove(piece)}>
              Remove
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Whether two reads of a piece are the same piece at the same version and last change, so a card drawn for one serves the other. */
export const samePieceVersion = (a: Piece, b: Piece) => a.id === b.id && a.version === b.version && a.updatedAt === b.updatedAt;

/** The same piece version with the same actions draws the same card: a list re-read from IndexedDB redraws only what changed. */
const sameCard = (a: PieceCardProps, b: PieceCardProps) =>
  samePieceVersion(a.piece, b.piece) &&
  a.showSave === b.showSave &&
  a.showHouseLink === b.showHouseLink &&
  a.over === b.over &&
  a.onHold === b.onHold &&
  a.onRsvp === b.onRsvp &&
  a.onEdit === b.onEdit &&
  a.onRemove === b.onRemove;

export const PieceCard = memo(CardOfPiece, sameCard);
