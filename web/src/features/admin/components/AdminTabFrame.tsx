import type { ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import type { Notice } from '@/features/admin/lib/hooks';
import { LoadError, NoticeBanner, TableSkeleton } from './common';

/** What the frame needs of an RTK Query result. */
export interface TabQuery {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The empty state's words, or its own markup (a short line where a panel is narrow). */
export type EmptyContent = { title: string; message: ReactNode } | { view: ReactNode };

interface QueryStatesProps {
  query: TabQuery;
  /** The screen's message when the server's says nothing better. */
  errorFallback: string;
  /** Shown while the first answer is on its way (a table skeleton unless said). */
  skeleton?: ReactNode;
  /** The content draws its own placeholders while loading. */
  contentWhileLoading?: boolean;
  /** Set when the answer holds nothing to show. */
  empty?: EmptyContent | null;
  children?: ReactNode;
}

/** One load's states, in the order every admin list shows them: error, loading, empty, the content. */
export function QueryStates({ query, errorFallback, skeleton = <TableSkeleton />, contentWhileLoading, empty, children }: QueryStatesProps) {
  if (query.isError) return <LoadError error={query.error} fallback={errorFallback} onRetry={() => query.refetch()} />;
  if (query.isLoading && !contentWhileLoading) return <>{skeleton}</>;
  if (empty) return 'view' in empty ? <>{empty.view}</> : <EmptyState headingLevel="h3" title={empty.title} message={empty.message} />;
  return <>{children}</>;
}

interface AdminTabFrameProps extends Partial<Omit<QueryStatesProps, 'children'>> {
  title: string;
  description?: ReactNode;
  /** A Refresh button in the header that asks `query` again. */
  refresh?: boolean;
  /** More header buttons, after Refresh. */
  actions?: ReactNode;
  notice?: Notice | null;
  onDismissNotice?: () => void;
  /** Filters and the like, between the notice and the content. */
  toolbar?: ReactNode;
  children?: ReactNode;
}

/**
 * An admin tab: its header (title, description, Refresh and other actions),
 * the notice of its last action, its toolbar, then its content through the
 * states of its main query when it has one (error with Try Again, skeleton,
 * empty state).
 */
export function AdminTabFrame({ title, description, refresh, actions, notice, onDismissNotice, toolbar, children, ...states }: AdminTabFrameProps) {
  const { query, errorFallback } = states;
  const refreshButton = refresh && query && (
    <Button size="small" variant="outline" onClick={() => query.refetch()}>
      Refresh
    </Button>
  );
  const headerActions =
    refreshButton && actions ? (
      <>
        {refreshButton}
        {actions}
      </>
    ) : (
      refreshButton || actions
    );
  return (
    <>
      <SectionHeader title={title} description={description} actions={headerActions || undefined} />
      {onDismissNotice && <NoticeBanner notice={notice ?? null} onDismiss={onDismissNotice} />}
      {toolbar}
      {query && errorFallback !== undefined ? (
        <QueryStates {...states} query={query} errorFallback={errorFallback}>
          {children}
        </QueryStates>
      ) : (
        children
      )}
    </>
  );
}
