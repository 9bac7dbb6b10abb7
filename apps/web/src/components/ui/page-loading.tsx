export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <span className="page-loading__spinner" />
    </div>
  );
}
