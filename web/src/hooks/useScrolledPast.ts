import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  return scrolled;
}
