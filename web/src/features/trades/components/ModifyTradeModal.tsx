import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Field } from '@/components/Field/Field';
import { Modal } from '@/components/Modal/Modal';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useMyBags, useOwnerBags } from '@/hooks/useMemberBags';
import { calendarPart, earliestStartDate, formatCalendarDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { needsVerification, VerifyIdentityButton } from '@/components/VerifiedBadge/VerifyIdentityButton';
import { flashShown } from '@/lib/flash';
import { formatMaybeUSD } from '@/lib/format';
import { useModifyTradeMutation } from '@/features/trades/api';
import { MAX_DASHBOARD_DAYS, TRADE_MESSAGES } from '@/features/trades/messages';
import { perspective, type Trade } from '@/lib/trades';
import { holdsPickupDay, touchesUnavailable, useBagCalendar } from '@/features/trades/calendar';
import { fieldOf } from '@/features/trades/request/validate';
import { validateDates } from '@/lib/tradeDates';
import { useFieldErrors } from '@/hooks/useFieldErrors';
import { BookedDays } from './BookedDays';
import type { TradeModification } from '@/features/trades/types';
import { FormFooter } from '@/components/FormFooter/FormFooter';

/** Modify Trade: new dates and/or other bags, with an optional short message; only changes are sent. */
export function ModifyTradeModal({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const dispatch = useDispatch();
  const { id: me } = useCurrentUser();
  const view = perspective(trade, me);
  const mine = useMyBags();
  const theirs = useOwnerBags(view.partner.id || undefined);
  const [modifyTrade, { isLoading }] = useModifyTradeMutation();

  const originalStart = calendarPart(trade.start_date) ?? '';
  const originalEnd = calendarPart(trade.end_date) ?? '';
  const [start, setStart] = useState(originalStart);
  const [end, setEnd] = useState(originalEnd);
  const [myItem, setMyItem] = useState(view.myItem?._id ?? '');
  const [theirItem, setTheirItem] = useState(view.theirItem?._id ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState(false);
  const { formRef, errors, show, clear } = useFieldErrors<'startDate' | 'endDate'>();

  const delivery = trade.delivery_method === 'shipping' ? 'shipping' : 'pickup';
  // The same two members: the trade keeps its own turnaround.
  const myCalendar = useBagCalendar(myItem || undefined, delivery, trade.turnaround_days ?? 0);
  const theirCalendar = useBagCalendar(theirItem || undefined, delivery, trade.turnaround_days ?? 0);
  const booked = [myCalendar.unavailable, theirCalendar.unavailable].some((ranges) => touchesUnavailable(start, end, ranges));

  const myField = view.initiator ? 'hat1_id' : 'hat2_id';
  const theirField = view.initiator ? 'hat2_id' : 'hat1_id';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const changes: TradeModification = {};
    if (start && start !== originalStart) changes.start_date = start;
    if (end && end !== originalEnd) changes.end_date = end;
    if (myItem && myItem !== view.myItem?._id) changes[myField] = myItem;
    if (theirItem && theirItem !== view.theirItem?._id) changes[theirField] = theirItem;
    if (Object.keys(changes).length === 0) return setError(TRADE_MESSAGES.noChanges);
    if (changes.start_date || changes.end_date) {
      const problem = validateDates(start, end, MAX_DASHBOARD_DAYS);
      if (problem && show({ [fieldOf(problem) === 'startDate' ? 'startDate' : 'endDate']: problem })) return;
      if (trade.delivery_method === 'pickup' && !holdsPickupDay(start, end)) return setError(TRADE_MESSAGES.noPickupDay);
    }
    if (booked) return setError(TRADE_MESSAGES.booked);
    if (note.trim()) changes.mod_message = note.trim();
    const result = await modifyTrade({ id: trade._id, changes, revision: trade.revision });
    setVerify(needsVerification(result.error));
    if ('error' in result) return setError(`Failed to modify trade: ${errorText(result.error, 'Please try again.')}`);
    dispatch(flashShown(TRADE_MESSAGES.modified));
    onClose();
  };

  // The server's rule: any listed bag, booked or not; its booked days are checked against the dates.
  const usable = (items: typeof mine.items, current?: string) =>
    items.filter((i) => i._id === current || i.status === 'active');
  const bookedNote = (i: (typeof mine.items)[number]) => (i.in_trade ? ' · booked on other dates' : '');

  return (
    <Modal open title="Modify Trade" onClose={onClose} size="medium">
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <p className="hint">
          Propose new dates or different bags. {view.partner.name} can then approve or deny your changes.
        </p>
        <div className="form-row">
          <Field label="Start date" hint={`Earliest ${formatCalendarDate(earliestStartDate())}`} error={errors.startDate}>
            <input
              className="input"
              type="date"
              min={earliestStartDate()}
              value={start}
              onChange={(e) => {
                setStart(e.target.value);
                clear('startDate');
              }}
            />
          </Field>
          <Field label="End date" hint="At most 31 days after the start" error={errors.endDate}>
            <input
              className="input"
              type="date"
              min={start || undefined}
              value={end}
              onChange={(e) => {
                setEnd(e.target.value);
                clear('endDate');
              }}
            />
          </Field>
        </div>
        <Field label="Your bag">
          <select className="input" value={myItem} onChange={(e) => setMyItem(e.target.value)}>
            {!mine.items.some((i) => i._id === myItem) && view.myItem && <option value={view.myItem._id}>{view.myItem.name}</option>}
            {usable(mine.items, myItem).map((i) => (
              <option key={i._id} value={i._id}>
                {i.name} ({formatMaybeUSD(i.value)}){bookedNote(i)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={`${view.partner.name}'s bag`}>
          <select className="input" value={theirItem} onChange={(e) => setTheirItem(e.target.value)}>
            {!theirs.items.some((i) => i._id === theirItem) && view.theirItem && (
              <option value={view.theirItem._id}>{view.theirItem.name}</option>
            )}
            {usable(theirs.items, theirItem).map((i) => (
              <option key={i._id} value={i._id}>
                {i.name} ({formatMaybeUSD(i.value)}){bookedNote(i)}
              </option>
            ))}
          </select>
        </Field>
        <BookedDays label="Your bag" ranges={myCalendar.booked} />
        <BookedDays label={`${view.partner.name}'s bag`} ranges={theirCalendar.booked} />
        {booked && <Banner tone="info">{TRADE_MESSAGES.booked} Choose dates outside the booked days.</Banner>}
        <Field label="Message (optional)">
          <textarea className="input" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        {verify && (
          <Banner tone="info" action={<VerifyIdentityButton onOpen={onClose} />}>
            Verified members can trade bags of this value.
          </Banner>
        )}
        <FormFooter submitLabel="Send Modification" busyLabel="Sending…" busy={isLoading} onCancel={onClose} error={error} />
      </form>
    </Modal>
  );
}

export default ModifyTradeModal;
