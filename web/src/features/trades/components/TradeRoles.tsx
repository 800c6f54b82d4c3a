import { perspective, type Trade } from '@/lib/trades';
import styles from './Trades.module.css';

/** The message the requester sent with the request, when there is one. */
export function RequestMessage({ trade, me }: { trade: Trade; me: string | undefined }) {
  if (!trade.notes) return null;
  const view = perspective(trade, me);
  return (
    <figure className={styles.note}>
      <figcaption>{view.initiator ? 'Your message' : `${view.partner.name}’s message`}</figcaption>
      <blockquote>“{trade.notes}”</blockquote>
    </figure>
  );
}

/** Which bag is whose ("You lend … / You borrow …"), and the requester's message. */
export function TradeRoles({ trade, me }: { trade: Trade; me: string | undefined }) {
  const view = perspective(trade, me);
  return (
    <>
      <dl className={styles.roles}>
        <div>
          <dt>You lend</dt>
          <dd>{view.myItem?.name ?? 'Your bag'}</dd>
        </div>
        <div>
          <dt>You borrow</dt>
          <dd>{view.theirItem?.name ?? 'Their bag'}</dd>
        </div>
      </dl>
      <RequestMessage trade={trade} me={me} />
    </>
  );
}
