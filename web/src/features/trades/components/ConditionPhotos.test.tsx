import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { ActiveTradesTab } from '@/features/trades/tabs/ActiveTradesTab';

const photo = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

let stored = 0;
function uploads(onUpload = vi.fn()) {
  server.use(
    http.get('*/trades/active', () => HttpResponse.json({ trades: [tradeJson({ _id: 't1', status: 'accepted', actions: ['ack_returned'] })] })),
    http.post('*/trades/:id/condition-photos', ({ request }) => {
      onUpload(new URL(request.url).searchParams.get('handover'));
      stored += 1;
      const id = `p${stored}`;
      return HttpResponse.json(
        { photos: [{ _id: id, url: `/uploads/items/${id}.jpg`, thumbnail_url: `/uploads/items/${id}t.jpg`, handover: 'returned', user_id: ME._id, width: 10, height: 10, taken_at: '2030-03-01T10:00:00Z' }] },
        { status: 201 },
      );
    }),
  );
  return onUpload;
}

async function openDialog() {
  const view = renderUi(<ActiveTradesTab />, { user: ME });
  await view.user.click(await screen.findByRole('button', { name: 'Confirm Returned' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Confirm your bag is back' }) };
}

describe('confirming with condition photos', () => {
  it('marks the photos required when the bag is worth more than the administrators\' value', async () => {
    uploads();
    server.use(http.get('*/settings', () => HttpResponse.json({ trade_fee: 5, pickup_fee: 5, brands: [], conditions: [], sizes: [], duration_options: [], condition_photos_required_above: 10 })));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('(required)')).toBeInTheDocument();
  });

  it('uploads each chosen photo, shows it, removes one and confirms with the rest', async () => {
    const onUpload = uploads();
    const removed = vi.fn();
    const sent = vi.fn();
    server.use(
      http.delete('*/trades/:id/condition-photos/:photoId', ({ params }) => {
        removed(params.photoId);
        return HttpResponse.json({ message: 'Photo removed' });
      }),
      http.put('*/trades/:id/ack/returned', async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ message: 'Return acknowledged' });
      }),
    );
    const { user, dialog } = await openDialog();
    const library = within(dialog).getByLabelText('Choose photos');
    expect(library).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
    await user.upload(library, [photo('front.jpg'), photo('strap.jpg')]);
    await waitFor(() => expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2));
    expect(onUpload).toHaveBeenCalledWith('returned');
    expect(within(dialog).getByText('2 of 5')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Returned' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect((sent.mock.calls[0][0] as { photo_ids: string[] }).photo_ids).toHaveLength(1);
  });

  it('refuses a sixth photo and files that are not photos, beside the field', async () => {
    uploads();
    const { user, dialog } = await openDialog();
    const library = within(dialog).getByLabelText('Choose photos');
    await user.upload(library, ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.jpg`)));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can attach at most 5 photos');
    await user.upload(library, [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })]);
    expect(await within(dialog).findByText('Only JPEG, PNG or WebP photos are allowed')).toBeInTheDocument();
  });

  it('shows the refusal for want of photos beside the field and keeps the dialog open', async () => {
    uploads();
    server.use(
      http.put('*/trades/:id/ack/returned', () =>
        HttpResponse.json(
          { error: 'This bag is worth more than $1,000, so please add at least one photo of it as it arrived before confirming.', code: 'photos_required' },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('(optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Returned' }));
    expect(await within(dialog).findByText('(required)')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: /Photos of the bag as it arrived/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent('This bag is worth more than $1,000');
    expect(screen.getByRole('dialog', { name: 'Confirm your bag is back' })).toBeInTheDocument();
  });
});
