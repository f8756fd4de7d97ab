import type { FoundPiece, PieceSearchParams } from '@stagehouse/shared/piece-search.schema';
import { searchWords, wordsIn } from '@stagehouse/shared/search-words';

/** A word as a buyer means it: without a plural "s" (sofas, sofa). */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** Whether every searched word starts a word of the piece's name, description, category, room, company or city. */
function hasWords(piece: FoundPiece, words: string[]): boolean {
  const own = wordsIn([piece.name, piece.description, piece.category, piece.room, piece.companyName, piece.propertyCity].join(' ')).map(
    stem,
  );
  return words.every((word) => own.some((mine) => mine.startsWith(word)));
}

const byPrice = (a: FoundPiece, b: FoundPiece) => a.price - b.price || a.id.localeCompare(b.id);
const sorts: Record<string, (a: FoundPiece, b: FoundPiece) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  'price-asc': byPrice,
  'price-desc': (a, b) => byPrice(b, a),
  date: (a, b) => (a.openHouseDate ?? '9999').localeCompare(b.openHouseDate ?? '9999') || a.id.localeCompare(b.id),
};

/**
 * The search run on the pieces this device keeps (those searches showed, and saved pieces), for a
 * buyer offline: the same words and choices, but only what is stored, and no piece of an open house
 * already over.
 */
export function searchOnDevice(pieces: FoundPiece[], search: PieceSearchParams, today: string): FoundPiece[] {
  const words = searchWords(search.q ?? '').map(stem);
  const min = search.minPrice ? Number(search.minPrice) : -Infinity;
  const max = search.maxPrice ? Number(search.maxPrice) : Infinity;
  const matching = pieces.filter(
    (piece) =>
      piece.status === 'pending' &&
      (piece.openHouseDate === null || piece.openHouseDate >= today) &&
      hasWords(piece, words) &&
      (!search.category || piece.category === search.category) &&
      (!search.room || piece.room === search.room) &&
      (!search.condition || piece.condition === search.condition) &&
      (!search.city || piece.propertyCity === search.city) &&
      (!search.company || String(piece.companyId) === search.company) &&
      (!search.from || (piece.openHouseDate !== null && piece.openHouseDate >= search.from)) &&
      (!search.to || (piece.openHouseDate !== null && piece.openHouseDate <= search.to)) &&
      piece.price >= min &&
      piece.price <= max,
  );
  const sort = sorts[search.sort ?? ''];
  return sort ? matching.sort(sort) : matching;
}
