import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts to be drawn: it is ready before a scrolling player reaches it. */
const AHEAD = '600px 0px';

interface WhenNearProps {
  readonly children: ReactNode;
  /** The room kept for the part until it is drawn, so the page below does not jump. */
  readonly minHeight: number;
}

/**
 * Draws its children once their place comes near the screen: a part far down a page (and the
 * calls it makes, and its code when it is loaded with `React.lazy`) waits, so a phone draws the
 * first screen sooner.
 */
export function WhenNear({ children, minHeight }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);

  const room = <div ref={ref} style={{ minHeight }} aria-busy="true" />;
  return near ? <Suspense fallback={room}>{children}</Suspense> : room;
}
