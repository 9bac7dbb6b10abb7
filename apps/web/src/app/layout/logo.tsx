import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

export function Logo({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={`${t('app.name')} · ${t('nav.home')}`}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd36e" />
            <stop offset="1" stopColor="#f07800" />
          </linearGradient>
        </defs>
        <path d="M32 4 58 18v28L32 60 6 46V18z" fill="url(#logo-gradient)" />
        <path d="M32 16 47 24.5v15L32 48l-15-8.5v-15z" fill="#0b0f1a" />
        <path d="M26.5 25h5v11h9v5h-14z" fill="url(#logo-gradient)" />
      </svg>
      {!compact && (
        <span className="logo__word">
          LOOT<span>BAY</span>
        </span>
      )}
    </Link>
  );
}
