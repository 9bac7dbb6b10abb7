type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/**
 * What a change did, field by field: the fields whose values differ, before → after; a creation
 * (nothing before) lists what was set.
 */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const created = before === null || before === undefined;
  if (!isFields(after) || !(created || isFields(before))) {
    return (
      <span className="cx-diff">
        {!created && <code className="cx-diff__before">{show(before)}</code>}
        {!created && ' → '}
        <code className="cx-diff__after">{show(after)}</code>
      </span>
    );
  }
  const was: Fields = isFields(before) ? before : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(after)])].filter((key) => JSON.stringify(was[key]) !== JSON.stringify(after[key]));
  return (
    <dl className="cx-diff">
      {keys.map((key) => (
        <div key={key} className="cx-diff__row">
          <dt>{key}</dt>
          <dd>
            {key in was && (
              <>
                <code className="cx-diff__before">{show(was[key])}</code> →{' '}
              </>
            )}
            <code className="cx-diff__after">{show(after[key])}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
