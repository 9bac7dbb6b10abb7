import { showToast } from '../../lib/toasts';
import { Icon } from './icon';
import './ui.css';

interface HashValueProps {
  /** A long hex value, such as a SHA-256 hash. */
  readonly value: string;
  /** Label of the copy button. */
  readonly copyLabel: string;
  /** Toast shown once the value is on the clipboard. */
  readonly copiedText: string;
  readonly testId?: string;
}

/** Head and tail of a hex value, enough to compare by eye; shorter values stay whole. */
function shorten(value: string): string {
  return value.length > 20 ? `${value.slice(0, 8)}…${value.slice(-8)}` : value;
}

/**
 * A hash shortened to fit a phone line: the full value is its title and one tap copies it.
 * Browsers offer the clipboard only in secure contexts; elsewhere the button is left out.
 */
export function HashValue({ value, copyLabel, copiedText, testId }: HashValueProps) {
  const clipboard = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard : null;
  return (
    <span className="hash-value">
      <code className="hash-value__text" title={value} data-testid={testId} data-value={value}>
        {shorten(value)}
      </code>
      {clipboard && (
        <button
          type="button"
          className="icon-btn hash-value__copy"
          aria-label={copyLabel}
          title={copyLabel}
          onClick={() => void clipboard.writeText(value).then(() => showToast('success', copiedText), () => undefined)}
        >
          <Icon name="copy" size={16} />
        </button>
      )}
    </span>
  );
}
