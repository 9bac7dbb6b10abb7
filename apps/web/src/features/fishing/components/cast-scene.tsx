import './fishing.css';

/** What the water shows: nobody fishing, a line flying out, a bobber waiting, or a catch coming up. */
export type CastState = 'idle' | 'casting' | 'waiting' | 'catch';

/**
 * The fishing scene: a rod on the bank, the line and bobber, rings on the water and a fish that
 * jumps on a catch. Drawn in SVG and moved by CSS, so it costs nothing to load; motion stops for
 * people who ask for less.
 */
export function CastScene({ state, label, depth = 1 }: { readonly state: CastState; readonly label: string; readonly depth?: number }) {
  return (
    <div className={`cast-scene cast-scene--${state} cast-scene--depth-${depth}`} role="img" aria-label={label} data-state={state}>
      <svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id="cast-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0f1a30" />
            <stop offset="1" stopColor="#1b2f4d" />
          </linearGradient>
          <linearGradient id="cast-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="var(--water-top)" />
            <stop offset="1" stopColor="var(--water-deep)" />
          </linearGradient>
        </defs>
        <rect width="320" height="140" fill="url(#cast-sky)" />
        <circle cx="276" cy="26" r="12" fill="#f5e7b8" opacity="0.85" />
        <rect y="84" width="320" height="56" fill="url(#cast-water)" />
        <path className="cast-scene__wave" d="M0 88 q20 -5 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" />
        <path className="cast-scene__bank" d="M0 96 L0 140 L70 140 Q64 112 40 102 Q22 94 0 96z" />
        <line className="cast-scene__rod" x1="26" y1="112" x2="112" y2="28" />
        <path className="cast-scene__line" pathLength={100} d="M112 28 Q 182 -4 232 86" />
        <g className="cast-scene__ripples">
          <ellipse cx="232" cy="90" rx="10" ry="3" />
          <ellipse cx="232" cy="90" rx="10" ry="3" />
        </g>
        <path className="cast-scene__fish" d="M-14 0 C -6 -9 8 -9 14 0 C 8 9 -6 9 -14 0 Z M -14 0 L -22 -7 L -22 7 Z" />
        <g className="cast-scene__bobber">
          <circle r="5" cy="0" fill="#f4f6fa" />
          <path d="M-5 0 A5 5 0 0 1 5 0 Z" fill="#ff4d5e" />
          <line x1="0" y1="-5" x2="0" y2="-10" stroke="#f4f6fa" strokeWidth="1.5" />
        </g>
      </svg>
    </div>
  );
}
