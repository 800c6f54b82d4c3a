import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { GroupError, groupError } from '@/components/Field/GroupError';
import { Modal } from '@/components/Modal/Modal';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFees } from '@/hooks/useFees';
import { useAvailableBalance, useMyZip } from '@/hooks/useMemberAccount';
import { useMyBags } from '@/hooks/useMemberBags';
import { accountDialogRequested } from '@/lib/appEvents';
import { addDays, daysBetween, earliestStartDate, formatCalendarDate } from '@/lib/dates';
import { readDateRange } from '@/lib/tradeDates';
import { errorText } from '@/lib/errors';
import { needsVerification, VerifyIdentityButton } from '@/components/VerifiedBadge/VerifyIdentityButton';
import { formatMaybeUSD, formatUSD } from '@/lib/format';
import { tradeRequestClosed, type OverlayItem } from '@/lib/overlays';
import { useCalculateRatesMutation, useCheckPickupMutation, useCreateTradeMutation } from '@/features/trades/api';
import { DEFAULT_DURATION, DURATION_OPTIONS, MAX_REQUEST_DAYS, TRADE_MESSAGES } from '@/features/trades/messages';
import type { TradeItem } from '@/lib/trades';
import type { PickupEligibility, ShippingQuote } from '@/features/trades/types';
import { useBagCalendar, touchesUnavailable } from '@/features/trades/calendar';
import { BookedDays } from '@/features/trades/components/BookedDays';
import { WatchButton } from '@/components/WatchButton/WatchButton';
import { deliveryFeeLabel } from '@/lib/moneyWords';
import { CostBreakdown } from './CostBreakdown';
import styles from './RequestTrade.module.css';
import { endFor, fieldOf, validateRequest, validateZips, type RequestField } from './validate';
import { useFieldErrors } from '@/hooks/useFieldErrors';
import { FormFooter } from '@/components/FormFooter/FormFooter';

type Duration = (typeof DURATION_OPTIONS)[number] | 'custom';

function thumbOf(item: TradeItem): string | undefined {
  return item.thumbnail_url || item.image_url || item.images[0];
}

/** Bags that may be offered: listed ones, including those booked on other dates (the dates are checked against their calendar). */
function selectable(item: TradeItem): { ok: boolean; why?: string } {
  const status = item.status;
  if (status !== 'active') return { ok: false, why: status === 'pending' ? 'Awaiting approval' : status };
  return { ok: true };
}

/** Request Trade: offer one of your bags for this one, choose dates and delivery, see the costs, send. */
export function RequestTradeModal({ item: target }: { item: OverlayItem }) {
  const dispatch = useDispatch();
  const close = () => dispatch(tradeRequestClosed());
  const { token, id: me } = useCurrentUser();
  const ownerId = target.owner_id || target.user_id;

  if (!token) {
    return (
      <Modal open title="Request Trade" onClose={close} size="small">
        <div className="form">
          <Banner tone="info">{TRADE_MESSAGES.loginRequired}</Banner>
          <p>Members offer one of their own bags in exchange. Log in or sign up to start trading.</p>
          <div className="form-actions">
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
            <Button
              onClick={() => {
                close();
                dispatch(accountDialogRequested());
              }}
            >
              Log in
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  if (me && ownerId === me) {
    return (
      <Modal open title="Request Trade" onClose={close} size="small">
        <div className="form">
          <Banner tone="error">{TRADE_MESSAGES.ownItem}</Banner>
          <div className="form-actions">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      </Modal>
    );
  }

  return <RequestForm target={target} onClose={close} />;
}

function RequestForm({ target, onClose }: { target: OverlayItem; onClose: () => void }) {
  const dispatch = useDispatch();
  const mine = useMyBags();
  const { pickupFee } = useFees();
  const available = useAvailableBalance();
  const myZip = useMyZip();
  const id = useId();

  const earliest = earliestStartDate();
  // The dates a member searched for (?start=&end=) fill the form in.
  const [search] = useSearchParams();
  const [searched] = useState(() => readDateRange(search));
  const searchedDays = searched && daysBetween(searched.start, searched.end);
  const [myItemId, setMyItemId] = useState<string | null>(null);
  const [duration, setDuration] = useState<Duration>(() =>
    searchedDays === undefined ? DEFAULT_DURATION : (DURATION_OPTIONS.find((d) => d === searchedDays) ?? 'custom'),
  );
  const [startDate, setStartDate] = useState(searched?.start ?? earliest);
  const [customEnd, setCustomEnd] = useState(searched?.end ?? addDays(earliest, DEFAULT_DURATION));
  const [delivery, setDelivery] = useState<'pickup' | 'shipping' | null>(null);
  const [pickup, setPickup] = useState<PickupEligibility | null>(null);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const [fromZip, setFromZip] = useState('');
  const [toZip, setToZip] = useState(target.owner_zip);
  const [quote, setQuote] = useState<ShippingQuote | null>(null);
  const [rateError, setRateError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState(false);
  const { formRef, errors, show, clear } = useFieldErrors<RequestField>();
  const [sent, setSent] = useState(false);

  const [checkPickup, pickupState] = useCheckPickupMutation();
  const [calculateRates, ratesState] = useCalculateRatesMutation();
  const [createTrade, createState] = useCreateTradeMutation();

  useEffect(() => {
    if (myZip && !fromZip) setFromZip(myZip);
  }, [myZip]); // eslint-disable-line react-hooks/exhaustive-deps

  const endDate = duration === 'custom' ? customEnd : endFor(startDate, duration);
  const theirCalendar = useBagCalendar(target._id, delivery);
  // The request keeps the turnaround between the two members for both bags.
  const myCalendar = useBagCalendar(myItemId ?? undefined, delivery, theirCalendar.turnaroundDays);
  const turnaround = theirCalendar.turnaroundDays ?? 0;
  const booked =
    touchesUnavailable(startDate, endDate, theirCalendar.unavailable) || touchesUnavailable(startDate, endDate, myCalendar.unavailable);
  const shippingCost = quote ? (quote.round_trip_cost ?? (quote.cheapest_rate?.amount ?? 0) * 2) : null;

  const runPickupCheck = async () => {
    setPickupError(null);
    setPickup(null);
    clear('delivery');
    const result = await checkPickup({ hat_id: target._id });
    if ('error' in result) setPickupError(errorText(result.error, TRADE_MESSAGES.pickupFailed));
    else setPickup(result.data);
  };

  const chooseDelivery = (method: 'pickup' | 'shipping') => {
    setDelivery(method);
    setError(null);
    clear('delivery');
    if (method === 'pickup' && !pickup && !pickupState.isLoading) void runPickupCheck();
  };

  const runRates = async () => {
    setRateError(null);
    setQuote(null);
    clear('delivery');
    const problem = validateZips(fromZip, toZip);
    if (problem) return setRateError(problem);
    const result = await calculateRates({ from_zip: fromZip.trim(), to_zip: toZip.trim() });
    if ('error' in result) return setRateError(errorText(result.error, TRADE_MESSAGES.ratesFailed));
    if (!result.data.rates.length && !result.data.cheapest_rate) return setRateError(TRADE_MESSAGES.noRates);
    setQuote(result.data);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRequest({
      myItemId,
      startDate,
      endDate,
      delivery,
      pickupEligible: pickup ? pickup.eligible : null,
      shippingCost,
      booked,
    });
    setError(null);
    if (problem && show({ [fieldOf(problem)]: problem })) return;
    const result = await createTrade({
      hat1_id: myItemId!,
      hat2_id: target._id,
      start_date: startDate,
      end_date: endDate,
      delivery_method: delivery!,
      message: message.trim(),
      shipping_cost: delivery === 'shipping' ? (shippingCost ?? 0) : 0,
      duration: daysBetween(startDate, endDate),
    });
    setVerify(needsVerification(result.error));
    if ('error' in result) return setError(errorText(result.error, TRADE_MESSAGES.submitFailed));
    setSent(true);
  };

  if (sent) {
    return (
      <Modal open title="Trade Request Sent" onClose={onClose} size="small">
        <div className="form">
          <Banner tone="success">Trade request sent!</Banner>
          <p>
            We let the owner of <strong>{target.name}</strong> know. The value of the bag is held from your balance until the trade ends;
            you will be notified when they accept, modify or reject your request.
          </p>
          <div className="form-actions">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => {
                onClose();
                dispatch(accountDialogRequested({ tab: 'trades' }));
              }}
            >
              View My Trades
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  const pickable = mine.items.filter((i) => selectable(i).ok);

  return (
    <Modal open title="Request Trade" onClose={onClose} size="large">
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.target} aria-label="The bag you want">
          <div className={styles.targetImage}>
            <SafeImage src={thumbOf(target)} alt={target.name} />
          </div>
          <div>
            <span className="eyebrow">You would borrow</span>
            <h3 className={styles.targetName}>{target.name}</h3>
            <p className={styles.targetMeta}>
              {[target.brand, formatMaybeUSD(target.value), target.owner_closet_name && `from ${target.owner_closet_name}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </section>

        <fieldset className={styles.block}>
          <legend className={styles.legend}>1. Offer one of your bags</legend>
          {mine.isLoading ? (
            <Skeleton height="5rem" />
          ) : pickable.length === 0 ? (
            <div className={styles.empty}>
              <p>
                {mine.items.length === 0
                  ? 'You have no bags to offer yet. Upload one; once our team approves it you can trade it.'
                  : 'None of your bags can be offered right now: they are awaiting approval.'}
              </p>
              <Button
                size="small"
                variant="outline"
                onClick={() => {
                  onClose();
                  dispatch(accountDialogRequested({ tab: 'upload' }));
                }}
              >
                Upload Your Bag
              </Button>
            </div>
          ) : (
            <div className={styles.picker} role="radiogroup" aria-label="Your bag to offer" {...groupError(`${id}-mine-error`, errors.myItem)}>
              {mine.items.map((item) => {
                const state = selectable(item);
                return (
                  <label key={item._id} className={`${styles.pick} ${!state.ok ? styles.pickDisabled : ''}`}>
                    <input
                      type="radio"
                      name={`${id}-mine`}
                      value={item._id}
                      checked={myItemId === item._id}
                      disabled={!state.ok}
                      onChange={() => {
                        setMyItemId(item._id);
                        clear('myItem');
                      }}
                    />
                    <span className={styles.pickImage}>
                      <SafeImage src={thumbOf(item)} alt="" />
                    </span>
                    <span className={styles.pickText}>
                      <strong>{item.name}</strong>
                      <span>{state.ok ? formatMaybeUSD(item.value) : state.why}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          )}
          <GroupError id={`${id}-mine-error`} error={errors.myItem} />
        </fieldset>

        <fieldset className={styles.block}>
          <legend className={styles.legend}>2. Choose the dates</legend>
          <div className="choice" role="radiogroup" aria-label="Duration">
            {[...DURATION_OPTIONS, 'custom' as const].map((d) => (
              <label key={d} className="choice-option">
                <input type="radio" name={`${id}-duration`} checked={duration === d} onChange={() => {
                    setDuration(d);
                    clear('endDate');
                  }}
                />
                <span>{d === 'custom' ? 'Custom' : d === 1 ? '1 day' : `${d} days`}</span>
              </label>
            ))}
          </div>
          <div className="form-row">
            <Field label="Start date" hint={`Earliest ${formatCalendarDate(earliest)} (3 days ahead, New York time)`} error={errors.startDate}>
              <input
                className="input"
                type="date"
                min={earliest}
                value={startDate}
                onChange={(e) => {
                  setStartDate(e.target.value);
                  clear('startDate');
                }}
              />
            </Field>
            {duration === 'custom' ? (
              <Field label="End date" hint={`At most ${MAX_REQUEST_DAYS} days after the start`} error={errors.endDate}>
                <input
                  className="input"
                  type="date"
                  min={startDate ? addDays(startDate, 1) : undefined}
                  max={startDate ? addDays(startDate, MAX_REQUEST_DAYS) : undefined}
                  value={customEnd}
                  onChange={(e) => {
                    setCustomEnd(e.target.value);
                    clear('endDate');
                  }}
                />
              </Field>
            ) : (
              <Field label="End date">
                <input className="input" type="text" readOnly value={formatCalendarDate(endDate)} />
              </Field>
            )}
          </div>
          <BookedDays label={`${target.name}`} ranges={theirCalendar.booked} />
          {myItemId && <BookedDays label="Your bag" ranges={myCalendar.booked} />}
          <p className="hint">
            After each trade its bags stay booked {turnaround === 1 ? 'one more day' : `${turnaround} more days`} to come back.
          </p>
          {booked && (
            <Banner
              tone="info"
              action={touchesUnavailable(startDate, endDate, theirCalendar.unavailable) && <WatchButton itemId={target._id} start={startDate} end={endDate} />}
            >
              {TRADE_MESSAGES.booked} Choose dates outside the booked days, or we can tell you when it frees up.
            </Banner>
          )}
        </fieldset>

        <fieldset className={styles.block}>
          <legend className={styles.legend}>3. Delivery</legend>
          <div className="choice" role="radiogroup" aria-label="Delivery method" {...groupError(`${id}-delivery-error`, errors.delivery)}>
            <label className="choice-option">
              <input type="radio" name={`${id}-delivery`} checked={delivery === 'pickup'} onChange={() => chooseDelivery('pickup')} />
              <span>Pickup</span>
            </label>
            <label className="choice-option">
              <input type="radio" name={`${id}-delivery`} checked={delivery === 'shipping'} onChange={() => chooseDelivery('shipping')} />
              <span>Shipping</span>
            </label>
          </div>
          <GroupError id={`${id}-delivery-error`} error={errors.delivery} />
          {delivery === 'pickup' && (
            <div className={styles.step} aria-live="polite">
              {pickupState.isLoading ? (
                <p className="hint">Checking pickup eligibility…</p>
              ) : pickupError ? (
                <Banner tone="error" action={<Button size="small" onClick={runPickupCheck}>Try Again</Button>}>
                  {pickupError}
                </Banner>
              ) : pickup?.eligible ? (
                <Banner tone="success">
                  Pickup is available: you are both within 50 miles of 33017.
                  {pickup.next_pickup_day && ` Next pickup day: ${formatCalendarDate(pickup.next_pickup_day)}.`} Pickups happen on the
                  closest Thursday or Sunday; the {formatUSD(pickupFee)} pickup fee covers both ways.
                </Banner>
              ) : pickup ? (
                <Banner tone="error">
                  {TRADE_MESSAGES.pickupIneligible}
                  {pickup.reason && pickup.reason !== TRADE_MESSAGES.pickupIneligible && ` ${pickup.reason}`}
                </Banner>
              ) : (
                <Button size="small" variant="outline" onClick={runPickupCheck}>
                  Check Pickup Eligibility
                </Button>
              )}
            </div>
          )}
          {delivery === 'shipping' && (
            <div className={styles.step}>
              <p className="hint">Round-trip shipping for a standard 15 × 8 × 14 in box, with prepaid labels each way.</p>
              <div className={styles.zips}>
                <Field label="From ZIP">
                  <input className="input" inputMode="numeric" maxLength={5} value={fromZip} onChange={(e) => setFromZip(e.target.value)} />
                </Field>
                <Field label="To ZIP">
                  <input className="input" inputMode="numeric" maxLength={5} value={toZip} onChange={(e) => setToZip(e.target.value)} />
                </Field>
                <Button variant="outline" onClick={runRates} disabled={ratesState.isLoading}>
                  {ratesState.isLoading ? 'Calculating…' : 'Calculate Rates'}
                </Button>
              </div>
              {rateError && <Banner tone="error">{rateError}</Banner>}
              {quote && (
                <ul className={styles.rates}>
                  {quote.rates.map((r, i) => (
                    <li key={r.rate_id ?? i} className={r === quote.cheapest_rate || r.rate_id === quote.cheapest_rate?.rate_id ? styles.cheapest : ''}>
                      <span>
                        {[r.carrier, r.service].filter(Boolean).join(' ') || 'Standard'}
                        {r.estimated_days ? ` · ${r.estimated_days} business days` : ''}
                      </span>
                      <strong>{formatUSD(r.amount)}</strong>
                    </li>
                  ))}
                  <li className={styles.roundTrip}>
                    <span>Round trip (cheapest, both ways)</span>
                    <strong>{formatUSD(shippingCost ?? 0)}</strong>
                  </li>
                </ul>
              )}
            </div>
          )}
        </fieldset>

        <fieldset className={styles.block}>
          <legend className={styles.legend}>4. Cost</legend>
          <CostBreakdown
            charges={theirCalendar.charges}
            deliveryChosen={delivery !== null}
            deliveryLabel={deliveryFeeLabel(delivery)}
            available={available}
          />
        </fieldset>

        <Field label="Message to the owner (optional)">
          <textarea className="input" rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>

        {verify && (
          <Banner tone="info" action={<VerifyIdentityButton onOpen={onClose} />}>
            Verified members can trade bags of this value.
          </Banner>
        )}
        <FormFooter submitLabel="Send Trade Request" busyLabel="Sending…" busy={createState.isLoading} onCancel={onClose} error={error} />
      </form>
    </Modal>
  );
}

export default RequestTradeModal;
