import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { PhotoGallery } from './photo-gallery';

const photos = ['/api/images/seating-1.webp', '/api/images/seating-2.webp', '/api/images/seating-3.webp'];
const shown = () => screen.getByRole('img', { name: /Velvet Sofa, photo \d of 3/ }).getAttribute('src');

describe('PhotoGallery', () => {
  it('steps through every photo with the arrows, the keys, a swipe and the thumbnails, round and round', async () => {
    const user = userEvent.setup();
    renderAt('/gallery', <PhotoGallery name="Velvet Sofa" photos={photos} />);
    expect(shown()).toBe(photos[0]);
    await user.click(screen.getByRole('button', { name: 'Next photo of Velvet Sofa' }));
    expect(shown()).toBe(photos[1]);
    await user.click(screen.getByRole('button', { name: 'Previous photo of Velvet Sofa' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo of Velvet Sofa' }));
    expect(shown()).toBe(photos[2]);

    const frame = screen.getByLabelText(/Photo 3 of 3\. Left and right arrow keys/);
    frame.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(photos[0]);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(photos[2]);

    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(frame, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(shown()).toBe(photos[0]);
    swipe(100, 300);
    expect(shown()).toBe(photos[2]);
    swipe(100, 120);
    expect(shown(), 'a small move is no swipe').toBe(photos[2]);

    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(shown()).toBe(photos[1]);
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows one photo without arrows or thumbnails, and a placeholder without photos', () => {
    const { unmount } = renderAt('/gallery', <PhotoGallery name="Lamp" photos={[photos[0]!]} />);
    expect(screen.queryByRole('button', { name: /Next photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show photo/ })).toBeNull();
    unmount();
    renderAt('/gallery', <PhotoGallery name="Lamp" photos={[]} />);
    expect(screen.getByRole('img', { name: 'No photo of Lamp' })).toBeTruthy();
  });

  it('opens a full-screen view of the photo shown', async () => {
    const user = userEvent.setup();
    renderAt('/gallery', <PhotoGallery name="Velvet Sofa" photos={photos} />);
    await user.click(screen.getByRole('button', { name: 'Next photo of Velvet Sofa' }));
    await user.click(screen.getByRole('button', { name: 'View photos of Velvet Sofa full screen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Photo 2 of 3');
  });
});
