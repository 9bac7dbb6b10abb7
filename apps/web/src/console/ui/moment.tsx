import { formatMoment } from './format';

/** A moment in a table cell, kept on one line. */
export function Moment({ at }: { at: number | null | undefined }) {
  if (at === null || at === undefined) return <>—</>;
  return (
    <time className="cx-nowrap" dateTime={new Date(at).toISOString()}>
      {formatMoment(at)}
    </time>
  );
}
