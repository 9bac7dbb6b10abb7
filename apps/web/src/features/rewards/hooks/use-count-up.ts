import { useEffect, useState } from 'react';

const DURATION_MS = 900;

/** Counts from 0 up to `target` (hundredths) over a moment, or shows it at once when motion is reduced. */
export function useCountUp(target: number): number {
  const [reduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reduced || target === 0) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      // Ease out: fast at first, settling on the amount.
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, reduced]);
  return reduced ? target : value;
}
