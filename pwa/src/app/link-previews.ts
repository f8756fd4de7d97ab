import type { Company } from '@stagehouse/shared/company.schema';
import { formatUsd } from '@stagehouse/shared/money';
import type { PieceView } from '@stagehouse/shared/piece-view.schema';
import type { OpenHouse } from '@stagehouse/shared/property.schema';
import { openHouseDayOf } from '../lib/open-house-day';

/** What a shared link of a page shows (Open Graph and Twitter cards), and what machines read of it (schema.org). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute, from the site's public address. */
  url: string;
  image?: string;
  type: 'product' | 'website';
  price?: number;
  data: Record<string, unknown>;
}

const shortened = (text: string, most = 200) => (text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text);
const sentences = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function piecePreview({ piece, house, onHold }: PieceView, url: URL): LinkPreview {
  const image = piece.images[0] && new URL(piece.images[0], url).href;
  const place = house ? `${house.city}, ${house.state}` : null;
  const availability = piece.status === 'sold' ? 'SoldOut' : onHold ? 'LimitedAvailability' : house?.over ? 'Discontinued' : 'InStock';
  return {
    title: `${piece.name}: ${formatUsd(piece.price)}`,
    description: shortened(
      sentences(house ? `Staged at an open house in ${place}, ${openHouseDayOf(house.openHouseDate)}.` : null, piece.description),
    ),
    url: url.href,
    image,
    type: 'product',
    price: piece.price,
    data: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: piece.name,
      description: piece.description ?? undefined,
      image: piece.images.map((path) => new URL(path, url).href),
      category: piece.category ?? undefined,
      offers: {
        '@type': 'Offer',
        price: piece.price.toFixed(2),
        priceCurrency: 'USD',
        availability: `https://schema.org/${availability}`,
        url: url.href,
        seller: house ? { '@type': 'Organization', name: house.companyName } : undefined,
      },
    },
  };
}

function openHousePreview(house: OpenHouse, url: URL): LinkPreview {
  const first = house.furniture.find((piece) => piece.images.length > 0);
  const address = `${house.address}`;
  return {
    title: `Open house: ${address}`,
    description: shortened(
      sentences(
        `${house.furniture.length} staged pieces for sale, ${openHouseDayOf(house.openHouseDate)}, by ${house.companyName}.`,
        house.description,
      ),
    ),
    url: url.href,
    image: first && new URL(first.images[0]!, url).href,
    type: 'website',
    data: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: `Open house at ${address}`,
      description: house.description ?? undefined,
      startDate: house.openHouseDate ?? undefined,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: address,
        address: {
          '@type': 'PostalAddress',
          streetAddress: address,
          addressLocality: house.city,
          addressRegion: house.state,
          postalCode: house.zipCode,
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: house.latitude, longitude: house.longitude },
      },
      organizer: { '@type': 'Organization', name: house.companyName },
      url: url.href,
    },
  };
}

function companyPreview(company: Company, url: URL): LinkPreview {
  const first = company.furniture.find((piece) => piece.image);
  return {
    title: company.name,
    description: shortened(company.description || `${company.name} sells staged furniture on Stagehouse.`),
    url: url.href,
    image: first?.image ? new URL(first.image, url).href : undefined,
    type: 'website',
    data: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      description: company.description,
      url: url.href,
    },
  };
}

/** The preview of a drawn page by its route, from the answer it is drawn with; none for other pages or a missing record. */
export function linkPreviewOf(route: string | undefined, answer: unknown, url: URL): LinkPreview | null {
  if (answer === null || answer === undefined) return null;
  if (route === 'piece/:id') return piecePreview(answer as PieceView, url);
  if (route === 'open-house/:id') return openHousePreview(answer as OpenHouse, url);
  if (route === 'company/:companyId') return companyPreview(answer as Company, url);
  return null;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const meta = (key: 'property' | 'name', name: string, content: string | undefined) =>
  content === undefined ? '' : `<meta ${key}="${name}" content="${attribute(content)}">`;

/** The preview as tags of the document head. */
export function linkPreviewHead(preview: LinkPreview): string {
  return [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${attribute(preview.url)}">`,
    meta('property', 'og:site_name', 'Stagehouse'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'product:price:amount', preview.price?.toFixed(2)),
    meta('property', 'product:price:currency', preview.price === undefined ? undefined : 'USD'),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    // A data block, not a script: "<" is escaped so no text can close the element.
    `<script type="application/ld+json">${JSON.stringify(preview.data).replace(/</g, '\\u003c')}</script>`,
  ].join('');
}
