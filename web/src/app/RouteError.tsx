import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';

/** Shown when a page fails to load, for example after a new version was deployed. */
export function RouteError() {
  return (
    <div className="container page page-top">
      <EmptyState
        title="Something went wrong"
        message="This page could not be shown. Reloading usually fixes it."
        action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      />
    </div>
  );
}
