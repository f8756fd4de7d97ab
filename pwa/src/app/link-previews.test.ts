import type { PieceView } from '@stagehouse/shared/piece-view.schema';
import { describe, expect, it } from 'vitest';
import { linkPreviewHead, linkPreviewOf } from './link-previews';

const view = {
  piece: {
    id: 'p1',
    name: 'Sofa "Big" <b>',
    description: 'Deep seat </script><script>alert(1)</script>',
    price: 800,
    category: 'seating',
    status: 'pending',
    images: ['/api/images/sofa.webp'],
  },
  house: { city: 'Denver', state: 'CO', openHouseDate: '2026-12-05', companyName: 'Mile High', over: false },
  onHold: false,
} as unknown as PieceView;

describe('link previews', () => {
  it('escapes what a lister typed, in tags and in the schema.org data', () => {
    const head = linkPreviewHead(linkPreviewOf('piece/:id', view, new URL('https://stagehouse.example/piece/p1'))!);
    expect(head).toContain('<meta property="og:title" content="Sofa &quot;Big&quot; &lt;b>: $800">');
    expect(head).toContain('<meta property="og:image" content="https://stagehouse.example/api/images/sofa.webp">');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<script>alert');
  });

  it('gives none for a page that is not one record, or a record not found', () => {
    expect(linkPreviewOf('map', [], new URL('https://stagehouse.example/map'))).toBeNull();
    expect(linkPreviewOf('piece/:id', null, new URL('https://stagehouse.example/piece/x'))).toBeNull();
  });
});
