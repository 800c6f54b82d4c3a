import './styles/tokens.css';
import './styles/base.css';
import './styles/forms.css';
import './styles/lists.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { readStoredToken } from './lib/session';

const container = document.getElementById('root')!;
const start = () => createRoot(container).render(<App />);

// A page rendered at build time (scripts/finish-build.mjs) is the guest's
// page: a stored login is checked first (SessionGate's spinner), so for a
// member it goes at once instead of flashing before the spinner. For a guest
// it stays until the route's modules have loaded, so that React's first
// render replaces it with the same page rather than with the loading spinner.
if (container.hasChildNodes() && readStoredToken()) container.replaceChildren();
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
} else {
  start();
}
