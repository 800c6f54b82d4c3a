// Build-time rendering of the pages whose first paint needs no data: the
// app's shell with the landing page, and with browse (scripts/finish-build.mjs
// writes them into the HTML). The browser renders the same markup over it
// (main.tsx), as a guest sees it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { makeStore } from './app/store';

/** The app's markup at path, for a guest; no script (the page's policy allows none inline). */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider store={makeStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
