/** The line the bars stand on, across the whole drawing. */
export function Baseline({ width, y, className }: { readonly width: number; readonly y: number; readonly className: string }) {
  return <line x1={0} x2={width} y1={y} y2={y} className={className} />;
}
