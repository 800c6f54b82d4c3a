import { Component, type ReactNode } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';

interface State {
  failed: boolean;
}

/**
 * Keeps a failure inside one tab (its code could not be downloaded, e.g. after
 * a new release, or it broke) from taking the whole page down.
 */
export class TabErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Banner
        tone="error"
        action={
          <Button size="small" variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This section could not be loaded. Reload the page to try again.
      </Banner>
    );
  }
}
