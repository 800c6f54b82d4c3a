import { useEffect } from 'react';
import { useMatches, type Params } from 'react-router';

/** Route `handle` giving the page title, neutral and without the product name. */
export interface RouteHandle {
  title: string | ((params: Params) => string);
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets document.title from the deepest matched route that declares one. */
export function DocumentTitle() {
  const matches = useMatches();
  const match = matches.findLast((m) => isRouteHandle(m.handle));
  const handle = match?.handle as RouteHandle | undefined;
  const title = typeof handle?.title === 'function' ? handle.title(match!.params) : handle?.title;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
}
