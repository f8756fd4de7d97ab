import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { userOf } from '@stagehouse/shared/test-helpers';
import { useAuthStore } from './auth-store';
import { createPiece } from './own-pieces';
import { localDb } from './local-db';
import { localPhotoRef } from './local-photo-ref';
import { imageOf, type PiecePhoto } from './local-photos';
import { changedValues, type UnsentFormName, unsentFormKey, useUnsentForm, visitorFormKeptMs } from './unsent-form';
import { forgetUserData } from './user-data';

interface Values {
  name: string;
  price: string;
  tagIds: number[];
}

const start: Values = { name: '', price: '900', tagIds: [] };

/** A form as a screen has it, with the hook; `photos` stands for the form's photo list. */
function useKeptForm({
  name = 'list-furniture',
  about,
  withPhotos = false,
}: {
  name?: UnsentFormName;
  about?: string;
  withPhotos?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: start });
  const [photos, setPhotos] = useState<PiecePhoto[]>([]);
  const unsent = useUnsentForm(form, { name, about, photos: withPhotos ? { list: photos, restore: setPhotos } : undefined });
  return { form, unsent, photos, setPhotos };
}

const kept = () => localDb.unsentForms.toArray();

/** The form as it opens again after a reload: mounted anew, with the offer read from IndexedDB. */
async function openAgain(props: Parameters<typeof useKeptForm>[0] = {}) {
  const view = renderHook(() => useKeptForm(props));
  await waitFor(() => expect(view.result.current.unsent.kept).not.toBeNull());
  return view;
}

beforeEach(async () => {
  await Promise.all([localDb.unsentForms.clear(), localDb.photos.clear(), localDb.outbox.clear()]);
  useAuthStore.setState({ user: userOf('stager', { id: 7 }), isAuthenticated: true });
});

describe('unsentFormKey', () => {
  it('is one per form, per user (or visitor) and per thing the form is about', () => {
    expect(unsentFormKey('list-furniture', 7)).toBe('list-furniture:7');
    expect(unsentFormKey('edit-furniture', 7, 'a1')).toBe('edit-furniture:7:a1');
    expect(unsentFormKey('rsvp', null, 12)).toBe('rsvp:visitor:12');
    expect(unsentFormKey('request', 7, 'a1')).not.toBe(unsentFormKey('request', 8, 'a1'));
  });
});

describe('changedValues', () => {
  it('keeps only the fields that differ from the form as it opened', () => {
    expect(changedValues({ name: 'Sofa', price: '900', tagIds: [2] }, { ...start })).toEqual({ name: 'Sofa', tagIds: [2] });
    expect(changedValues({ ...start }, { ...start })).toEqual({});
  });
});

describe('useUnsentForm', () => {
  it('keeps what is typed within a moment, offers it when the form opens again, and Restore puts it back', async () => {
    const first = renderHook(() => useKeptForm({}));
    act(() => {
      first.result.current.form.setValue('name', 'Walnut');
      first.result.current.form.setValue('name', 'Walnut Credenza');
      first.result.current.form.setValue('tagIds', [3, 5]);
    });
    await waitFor(() => expect(kept()).resolves.toEqual([expect.objectContaining({ key: 'list-furniture:7' })]));
    expect((await kept())[0]!.values).toEqual({ name: 'Walnut Credenza', tagIds: [3, 5] });
    first.unmount();

    const again = await openAgain();
    expect(again.result.current.form.getValues('name'), 'nothing restored until asked').toBe('');
    act(() => again.result.current.unsent.restore());
    expect(again.result.current.form.getValues()).toEqual({ name: 'Walnut Credenza', price: '900', tagIds: [3, 5] });
    expect(again.result.current.unsent.kept).toBeNull();
    expect(await kept(), 'still kept until the form is sent').toHaveLength(1);
  });

  it('writes each change at once, not at the page going away: a browser drops a write begun as the page goes', async () => {
    const view = renderHook(() => useKeptForm({}));
    act(() => view.result.current.form.setValue('price', '750'));
    await waitFor(() => expect(kept()).resolves.toHaveLength(1), { timeout: 100 });
    expect((await kept())[0]!.values).toEqual({ price: '750' });
  });

  it('ends with the last of many quick changes written', async () => {
    const view = renderHook(() => useKeptForm({}));
    act(() => {
      for (const name of ['O', 'Oa', 'Oak', 'Oak B', 'Oak Bench']) view.result.current.form.setValue('name', name);
    });
    await waitFor(async () => expect((await kept())[0]?.values).toEqual({ name: 'Oak Bench' }));
  });

  it('forgets it once sent, a change still waiting to be written included', async () => {
    const view = renderHook(() => useKeptForm({}));
    act(() => view.result.current.form.setValue('name', 'Oak Bench'));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(kept()).resolves.toHaveLength(1));
    act(() => view.result.current.form.setValue('name', 'Oak Bench, long'));
    await act(() => view.result.current.unsent.forget());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kept()).toEqual([]);
  });

  it('Discard drops what was kept; typing anew instead of answering replaces it', async () => {
    const first = renderHook(() => useKeptForm({}));
    act(() => first.result.current.form.setValue('name', 'Old Lamp'));
    first.unmount();

    const typing = await openAgain();
    act(() => typing.result.current.form.setValue('price', '40'));
    expect(typing.result.current.unsent.kept, 'the offer goes once the user types').toBeNull();
    await waitFor(async () => expect((await kept())[0]?.values).toEqual({ price: '40' }));
    typing.unmount();

    const discarding = await openAgain();
    await act(() => discarding.result.current.unsent.forget());
    expect(discarding.result.current.unsent.kept).toBeNull();
    expect(await kept()).toEqual([]);
  });

  it('keeps it through a reset (a dialog closing) and offers it again; nothing is kept once the fields are back as they opened', async () => {
    const view = renderHook(() => useKeptForm({ name: 'request', about: 'piece-1' }));
    act(() => view.result.current.form.setValue('price', '450'));
    act(() => view.result.current.form.reset(start));
    await waitFor(() => expect(view.result.current.unsent.kept?.values).toEqual({ price: '450' }));
    expect(await kept()).toEqual([expect.objectContaining({ key: 'request:7:piece-1' })]);

    act(() => view.result.current.unsent.restore());
    act(() => view.result.current.form.setValue('price', '900'));
    await waitFor(() => expect(kept()).resolves.toEqual([]));
  });

  it('offers what a user kept to that user only', async () => {
    const view = renderHook(() => useKeptForm({ name: 'rsvp', about: '12' }));
    act(() => view.result.current.form.setValue('name', 'Rita'));
    view.unmount();
    useAuthStore.setState({ user: null, isAuthenticated: false });
    const visitor = renderHook(() => useKeptForm({ name: 'rsvp', about: '12' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visitor.result.current.unsent.kept).toBeNull();
    expect((await kept()).map((k) => k.key)).toEqual(['rsvp:7:12']);
  });

  it('offers a signed-out visitor’s form for a day only: the next visitor on a shared device may be someone else', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false });
    const fresh = { key: unsentFormKey('request', null, 'p1'), values: { name: 'Rita' }, savedAt: new Date().toISOString() };
    const old = {
      ...fresh,
      key: unsentFormKey('request', null, 'p2'),
      savedAt: new Date(Date.now() - visitorFormKeptMs - 1000).toISOString(),
    };
    await localDb.unsentForms.bulkPut([fresh, old]);
    await openAgain({ name: 'request', about: 'p1' });
    const late = renderHook(() => useKeptForm({ name: 'request', about: 'p2' }));
    await waitFor(async () => expect((await kept()).map((k) => k.key)).toEqual([fresh.key]));
    expect(late.result.current.unsent.kept).toBeNull();
  });

  it('are all forgotten, with the photos only they held, when someone signs in or out', async () => {
    const view = renderHook(() => useKeptForm({ withPhotos: true }));
    act(() => view.result.current.setPhotos([{ id: 'ph-1', name: 'a.webp', blob: new Blob(['a']) }]));
    act(() => view.result.current.form.setValue('name', 'Oak Bench'));
    await waitFor(async () => expect(await localDb.photos.count()).toBe(1));
    await localDb.unsentForms.put({
      key: unsentFormKey('rsvp', null, 12),
      values: { firstName: 'Rita' },
      savedAt: new Date().toISOString(),
    });
    await forgetUserData();
    expect(await kept()).toEqual([]);
    expect(await localDb.photos.count()).toBe(0);
  });

  it('keeps the photos with the fields, named as a piece names them, the bytes of one not uploaded beside them, and puts them back', async () => {
    // A Blob IndexedDB can clone here (jsdom's own is not cloneable outside jsdom).
    const blob = await new Response('not really a photo').blob();
    const photos: PiecePhoto[] = [{ path: '/api/images/uploads/a.webp' }, { id: 'side-id', name: 'side.png', blob }];
    const first = renderHook(() => useKeptForm({ withPhotos: true }));
    act(() => first.result.current.setPhotos(photos));
    await waitFor(async () => expect((await kept())[0]?.images).toEqual(['/api/images/uploads/a.webp', localPhotoRef('side-id')]));
    expect((await kept())[0]!.values).toEqual({});
    expect(await localDb.photos.get('side-id')).toMatchObject({ pieceId: 'list-furniture:7', name: 'side.png' });
    first.unmount();

    const again = await openAgain({ withPhotos: true });
    act(() => again.result.current.unsent.restore());
    expect(again.result.current.photos.map(imageOf)).toEqual(['/api/images/uploads/a.webp', localPhotoRef('side-id')]);
    const restored = again.result.current.photos[1] as Extract<PiecePhoto, { blob: Blob }>;
    expect(await new Response(restored.blob).text()).toBe('not really a photo');
  });

  it('forgets the bytes of the photos only it held with the form; those a queued write names stay for the outbox', async () => {
    const photo = async (name: string) => ({ id: `${name}-id`, name: `${name}.png`, blob: await new Response(name).blob() });
    const [front, side] = [await photo('front'), await photo('side')];
    const view = renderHook(() => useKeptForm({ withPhotos: true }));
    act(() => view.result.current.setPhotos([front, side]));
    await waitFor(async () => expect(await localDb.photos.count()).toBe(2));
    act(() => view.result.current.setPhotos([front]));
    await waitFor(async () => expect((await kept())[0]?.images).toEqual([localPhotoRef('front-id')]));
    expect(await localDb.photos.count(), 'one the form let go of waits for the form to go').toBe(2);

    const { entityId } = await createPiece(userOf('stager', { id: 7 }), { name: 'Stool' }, 'draft', [front]);
    await act(() => view.result.current.unsent.forget());
    expect(await localDb.photos.toArray()).toEqual([expect.objectContaining({ id: 'front-id', pieceId: entityId })]);
  });
});
