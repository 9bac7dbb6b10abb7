import { useEffect, useState } from 'react';

interface CountdownProps {
  /** Epoch milliseconds at which the countdown reaches zero. */
  readonly until: number;
  readonly onDone?: () => void;
  readonly children: (secondsLeft: number) => string;
}

/** Renders the whole seconds left until a moment, ticking once a second, and calls `onDone` at zero. */
export function Countdown({ until, onDone, children }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) {
      onDone?.();
      return;
    }
    // Wake up just after the next whole second boundary, so the display never skips a number.
    const untilNextSecond = (until - Date.now()) % 1000 || 1000;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(16, untilNextSecond));
    return () => window.clearTimeout(timer);
  }, [secondsLeft, until, onDone]);

  return <span className="countdown">{children(secondsLeft)}</span>;
}
