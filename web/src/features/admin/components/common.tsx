import type { ReactNode } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Pagination } from '@/components/Pagination/Pagination';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import type { Notice } from '@/features/admin/lib/hooks';

/** A failed load: the server's message (or the screen's fallback) with Try Again. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry?: () => void }) {
  const text = errorText(error, fallback);
  return (
    <Banner
      tone="error"
      action={
        onRetry && (
          <Button size="small" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    >
      {/* The router's bare "Not found" (a route the server lacks) says less than the screen's own message. */}
      {text === 'Not found' ? fallback : text}
    </Banner>
  );
}

export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Banner tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}
    </Banner>
  );
}

/** A name over an email (or any second line). */
export function Who({ name, detail, onOpen }: { name?: string | null; detail?: ReactNode; onOpen?: () => void }) {
  const label = name || 'Unknown User';
  return (
    <span className={styles.who}>
      {onOpen ? (
        <span>
          <button type="button" className={styles.linkButton} onClick={onOpen}>
            {label}
          </button>
        </span>
      ) : (
        <span>{label}</span>
      )}
      {detail && <span>{detail}</span>}
    </span>
  );
}

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.tableWrap} aria-busy="true" style={{ padding: 'var(--space-4)', display: 'grid', gap: 'var(--space-3)' }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="1.6rem" />
      ))}
    </div>
  );
}

export function ItemThumb({ src, alt }: { src?: string | null; alt: string }) {
  return <SafeImage src={src} alt={alt} className={styles.thumb} />;
}

/** "Showing 1-50 of 120" with page links. */
export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}

export function Pager({ page, perPage, total, shown, onPage }: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  return (
    <div className={styles.pager}>
      <p className={styles.countLine}>
        {total === 0 ? 'Nothing to show' : `Showing ${first}–${first + shown - 1} of ${total}`}
      </p>
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / perPage))} onPageChange={onPage} />
    </div>
  );
}
