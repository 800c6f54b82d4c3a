import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bag } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { EditItemModal } from './EditItemModal';
import { ManagePhotosModal } from './ManagePhotosModal';
import { MyBagsTab } from './MyBagsTab';
import { UploadItemTab } from './UploadItemTab';

/** The API's notes beside its fixed message (api/items.go editNotes). */
const NOTES = {
  live: 'Your changes are live now; an administrator may review them and will contact you if anything needs changing.',
  review: 'New photos are reviewed first: the bag is hidden from browse until an administrator approves it.',
} as const;

/** Answers every item update with success and keeps the last form sent. */
function answerUpdates(review: 'saved' | 'live' | 'review' = 'saved') {
  const sent: { form?: FormData } = {};
  server.use(
    http.put('*/hats/:id', async ({ request }) => {
      sent.form = await request.formData();
      return HttpResponse.json({ message: 'Hat updated successfully', review, ...(review === 'saved' ? {} : { note: NOTES[review] }) });
    }),
  );
  return sent;
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('Upload Item', () => {
  async function fillFields(user: ReturnType<typeof renderUi>['user'], value = '180') {
    await user.type(screen.getByLabelText('Name'), 'Canvas Tote');
    await user.type(screen.getByLabelText('Description'), 'Roomy');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Coach');
    await user.type(screen.getByLabelText('Value (USD)'), value);
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.selectOptions(screen.getByLabelText('Size'), 'Large/Tote');
  }

  it('shows every validation message in turn', async () => {
    const { user } = renderUi(<UploadItemTab />, { user: ME });
    const submit = () => user.click(screen.getByRole('button', { name: 'Upload Item' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillFields(user, '0');
    await submit();
    // A message about one field is said beside it only.
    expect(screen.getByLabelText('Value (USD)')).toHaveAccessibleDescription(/Value must be greater than 0/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Value (USD)'));
    await user.type(screen.getByLabelText('Value (USD)'), '180');
    await submit();
    const input = screen.getByLabelText(/^Photos/);
    expect(input).toHaveAccessibleDescription('Please select at least one image');
    expect(input).toHaveFocus();

    await user.upload(input, [file('empty.png', 0)]);
    expect(input).toHaveAccessibleDescription('One or more selected files are empty');
    await user.upload(input, [file('1.png'), file('2.png'), file('3.png'), file('4.png'), file('5.png'), file('6.png')]);
    expect(input).toHaveAccessibleDescription('Maximum 5 images allowed');
    expect(screen.queryByRole('img', { name: /Photo 1/ })).not.toBeInTheDocument();
  });

  it('puts each error beside its field, focuses the first and clears it once the field is edited', async () => {
    const { user } = renderUi(<UploadItemTab />, { user: ME });
    await user.type(screen.getByLabelText('Name'), 'Canvas Tote');
    await user.click(screen.getByRole('button', { name: 'Upload Item' }));
    const description = screen.getByLabelText('Description');
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription('This field is required');
    // The summary sits by the submit button, where the member is.
    expect(screen.getByRole('alert').nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Upload Item' }));

    await user.type(description, 'Roomy');
    expect(description).not.toHaveAttribute('aria-invalid');
    expect(description).not.toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByLabelText('Brand')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hands the new bag to onUploaded instead of a banner the member may not see', async () => {
    server.use(http.post('*/hats', () => HttpResponse.json({ hat: bag(9, { status: 'pending' }) }, { status: 201 })));
    const onUploaded = vi.fn();
    const { user } = renderUi(<UploadItemTab onUploaded={onUploaded} />, { user: ME });
    await fillFields(user);
    await user.upload(screen.getByLabelText(/^Photos/), [file('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Item' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(bag(9)._id));
  });

  it('uploads the fields with the first photo as main and the rest as additional_images', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('*/hats', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ hat: bag(9, { status: 'pending' }) }, { status: 201 });
      }),
    );
    const { user } = renderUi(<UploadItemTab />, { user: ME });
    await fillFields(user);
    await user.upload(screen.getByLabelText(/^Photos/), [file('front.png'), file('side.png'), file('back.png')]);
    await user.click(screen.getByRole('button', { name: 'Make photo 3 the main photo' }));
    expect(screen.getByText('(3 of 5; the first is the main photo)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Item' }));
    expect(await screen.findByText(/Item uploaded successfully!/)).toBeInTheDocument();
    expect(form?.get('name')).toBe('Canvas Tote');
    expect(form?.get('value')).toBe('180');
    expect(form?.get('brand')).toBe('Coach');
    expect(form?.get('image')).toBeTruthy();
    expect(form?.getAll('additional_images')).toHaveLength(2);
    // The form is cleared for the next bag.
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the server message or "Failed to upload item"', async () => {
    server.use(http.post('*/hats', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<UploadItemTab />, { user: ME });
    await fillFields(user);
    await user.upload(screen.getByLabelText(/^Photos/), [file('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload item');
  });
});

describe('Edit Item', () => {
  it('requires name, description, condition and brand; the value is fixed', async () => {
    const sent = answerUpdates();
    const onClose = vi.fn();
    const { user } = renderUi(<EditItemModal item={bag(1)} onClose={onClose} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByLabelText('Value (USD)')).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.type(within(dialog).getByLabelText('Description'), 'Now with a dust bag');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent.form?.get('description')).toBe('Now with a dust bag');
    expect(sent.form?.has('value')).toBe(false);
  });

  it('tells the owner an approved bag stays listed and the change is live', async () => {
    answerUpdates('live');
    const { user } = renderUi(<EditItemModal item={{ ...bag(1), status: 'active' }} onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
    expect(within(dialog).getByText(/Your bag stays listed/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), ' and a strap');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Item updated successfully. ${NOTES.live}`)).toBeInTheDocument();
  });

  it('explains that a bag in an active trade cannot be edited', async () => {
    server.use(
      http.put('*/hats/:id', () =>
        HttpResponse.json({ error: 'This item is part of an active trade and cannot be edited/deleted' }, { status: 409 }),
      ),
    );
    const { user } = renderUi(<EditItemModal item={bag(1)} onClose={vi.fn()} />, { user: ME });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is part of an active trade and cannot be edited/deleted');
  });
});

describe('Manage Photos', () => {
  it('keeps photos by URL, adds new ones and closes 2 seconds after saving', async () => {
    const sent = answerUpdates();
    const onClose = vi.fn();
    const item = bag(2, { image_url: '/uploads/items/a.jpg', additional_images: ['/uploads/items/b.jpg'] });
    const { user } = renderUi(<ManagePhotosModal item={item} onClose={onClose} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Manage Photos' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    await user.upload(within(dialog).getByLabelText(/^Photos/), [file('new.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await within(dialog).findByText('Photos updated successfully!')).toBeInTheDocument();
    expect(sent.form?.get('image_url')).toBe('/uploads/items/a.jpg');
    expect(sent.form?.getAll('additional_images')).toHaveLength(1);
    expect(sent.form?.has('image')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('needs one photo and reports a failed save', async () => {
    server.use(http.put('*/hats/:id', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<ManagePhotosModal item={bag(3)} onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Manage Photos' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select at least one image');
    await user.upload(within(dialog).getByLabelText(/^Photos/), [file('new.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update photos. Please try again.');
  });
});

describe('My Bags', () => {
  it('says "No purses found." when there are none', async () => {
    server.use(http.get('*/hats/my-hats', () => HttpResponse.json({ items: [] })));
    renderUi(<MyBagsTab onUpload={vi.fn()} />, { user: ME });
    expect(await screen.findByRole('heading', { name: 'No purses found.' })).toBeInTheDocument();
  });

  it('marks bags in a trade and locks them; pending bags await approval', async () => {
    server.use(
      http.get('*/hats/my-hats', () =>
        HttpResponse.json({ items: [bag(1, { in_trade: true }), bag(2, { status: 'pending' }), bag(3)] }),
      ),
    );
    renderUi(<MyBagsTab />, { user: ME });
    const first = (await screen.findByRole('heading', { name: 'Bag 1' })).closest('article')!;
    expect(within(first).getByText('IN TRADE')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit Bag 1' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Delete Bag 1' })).toBeDisabled();
    const second = screen.getByRole('heading', { name: 'Bag 2' }).closest('article')!;
    expect(within(second).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('points out the bag just uploaded and moves focus to it', async () => {
    server.use(http.get('*/hats/my-hats', () => HttpResponse.json({ items: [bag(1), bag(9, { status: 'pending' })] })));
    renderUi(<MyBagsTab highlightId={bag(9)._id} />, { user: ME });
    const name = await screen.findByRole('button', { name: 'Bag 9' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name.closest('li')).toHaveTextContent(/^Just uploaded/);
    expect(screen.getByRole('button', { name: 'Bag 1' }).closest('li')).not.toHaveTextContent('Just uploaded');
  });

  it('deletes after a confirmation, or says why it could not', async () => {
    server.use(
      http.get('*/hats/my-hats', () => HttpResponse.json({ items: [bag(3)] })),
      http.delete('*/hats/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderUi(<MyBagsTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Delete Bag 3' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this bag?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete item. Please try again.')).toBeInTheDocument();

    server.use(http.delete('*/hats/:id', () => HttpResponse.json({ message: 'Hat deleted' })));
    await user.click(screen.getByRole('button', { name: 'Delete Bag 3' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this bag?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted successfully')).toBeInTheDocument();
  });
});
