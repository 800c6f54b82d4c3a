import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { CreateDisputeModal, validateDispute } from './CreateDisputeModal';
import { DisputesTab, sortDisputes } from './DisputesTab';
import { DisputeMessagesModal } from './DisputeMessagesModal';
import { disputeJson, disputeList, disputeMessageJson } from '@/testing/fixtures';

const dispute = disputeJson;

describe('Create Dispute', () => {
  it('has the validation messages of the specification', () => {
    expect(validateDispute(undefined, 'other', 'x')).toBe('No trade selected for dispute');
    expect(validateDispute('t1', '', 'x')).toBe('Please select a reason for the dispute');
    expect(validateDispute('t1', 'other', '   ')).toBe('Please provide a description of the issue');
    expect(validateDispute('t1', 'other', 'x')).toBeNull();
  });

  it('keeps Submit disabled until reason and description are given, then unlocks messages and history', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('*/disputes', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ success: true, message: 'Dispute created', dispute: dispute({ _id: 'd9', trade_id: 't1' }), messages: [] }, { status: 201 });
      }),
      http.get('*/disputes/:id/messages', () => HttpResponse.json({ messages: [], dispute_id: 'd9', status: 'open', can_message: true })),
    );
    const { user } = renderUi(<CreateDisputeModal tradeId="t1" onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Create Dispute' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Dispute' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'item_not_received');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), 'Nothing arrived');
    await user.upload(within(dialog).getByLabelText('Evidence (optional)'), new File(['pdf'], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(submit);
    expect(await within(dialog).findByText(/reviews disputes within 24-48 hours/)).toBeInTheDocument();
    expect(form?.get('trade_id')).toBe('t1');
    expect(form?.get('reason')).toBe('item_not_received');
    expect(form?.get('description')).toBe('Nothing arrived');
    expect(form?.getAll('evidence')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Message Support' }));
    expect(await screen.findByRole('dialog', { name: 'Dispute Messages' })).toBeInTheDocument();
  });

  it('says when a dispute already exists, else the server message or "Failed to create dispute"', async () => {
    server.use(http.post('*/disputes', () => HttpResponse.json({ error: 'A dispute already exists for this trade' }, { status: 409 })));
    const { user } = renderUi(<CreateDisputeModal tradeId="t1" onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'other');
    await user.type(within(dialog).getByLabelText('Description'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A dispute has already been created for this trade');
    // Said where the member pressed submit, not at the top of the form.
    expect(within(dialog).getByRole('alert').nextElementSibling).toContainElement(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
    server.use(http.post('*/disputes', () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create dispute'));
  });
});

describe('Dispute Messages', () => {
  it('sends on Enter, adds a line on Shift+Enter, and keeps Send disabled while blank', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/disputes/:id/messages', () =>
        HttpResponse.json({
          messages: [
            disputeMessageJson(1, { message: 'We are on it.' }),
            disputeMessageJson(2, { sender: ME._id, sender_name: 'Ana Lopez', user_name: 'Ana Lopez', is_admin: false, message: 'Thanks' }),
          ],
          dispute_id: 'd0000000000000000000001',
          status: 'open',
          can_message: true,
        }),
      ),
      http.post('*/disputes/:id/messages', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Message sent successfully', dispute_message: disputeMessageJson(3) }, { status: 201 });
      }),
    );
    const { user } = renderUi(<DisputeMessagesModal dispute={dispute({})} onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Dispute Messages' });
    expect(await within(dialog).findByText('We are on it.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Support team/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^You ·/)).toBeInTheDocument();
    const box = within(dialog).getByLabelText('Your message');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(sent).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(sent).toEqual([{ message: 'Line one\nLine two' }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('allows messages only on open disputes and reports failures', async () => {
    server.use(http.get('*/disputes/:id/messages', () => new HttpResponse(null, { status: 500 })));
    renderUi(<DisputeMessagesModal dispute={dispute({ status: 'resolved' })} onClose={vi.fn()} />, { user: ME });
    expect(await screen.findByText('Failed to load dispute messages')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(screen.getByText(/messaging is closed/)).toBeInTheDocument();
  });
});

describe('Disputes tab', () => {
  it('lists open/new, then pending, then resolved/closed, hiding closed ones until Show Closed', async () => {
    expect(
      sortDisputes([dispute({ _id: '1', status: 'closed' }), dispute({ _id: '2', status: 'pending' }), dispute({ _id: '3', status: 'new' })]).map((d) => d._id),
    ).toEqual(['3', '2', '1']);
    server.use(
      http.get('*/disputes/my-disputes', () =>
        HttpResponse.json(
          disputeList([
            dispute({ _id: 'a1', status: 'resolved', reason: 'return_issue', admin_response: 'Refunded' }),
            dispute({ _id: 'a2', status: 'pending', reason: 'other' }),
            dispute({ _id: 'a3', status: 'open', reason: 'item_damaged' }),
          ]),
        ),
      ),
    );
    const { user } = renderUi(<DisputesTab />, { user: ME });
    const headings = async () => (await screen.findAllByRole('heading', { level: 4 })).map((h) => h.textContent);
    expect(await headings()).toEqual(['Item damaged', 'Other']);
    // Open and pending disputes take messages; resolved and closed ones do not.
    expect(screen.getAllByRole('button', { name: 'Messages' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show Closed (1)' }));
    expect(await headings()).toEqual(['Item damaged', 'Other', 'Return issue']);
    expect(screen.getByText('Our team: Refunded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Closed' }));
    expect(await headings()).toEqual(['Item damaged', 'Other']);
  });
});
