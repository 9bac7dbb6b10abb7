import './ui.css';

/**
 * A list's place while it loads, shaped as its empty state (the same frame, a spinner where the
 * icon goes): when the answer is an empty list nothing below moves, and a full one moves it less.
 */
export function LoadingState({ title }: { readonly title: string }) {
  return (
    <div className="empty-state empty-state--loading" role="status" aria-busy="true">
      <div className="empty-state__icon" aria-hidden="true">
        <span className="spinner" />
      </div>
      <p className="empty-state__title">{title}</p>
    </div>
  );
}
