import type { ReactNode } from 'react';

interface ChartFrameProps {
  /** The drawing's own coordinates; the SVG scales them to where it is shown. */
  readonly width: number;
  readonly height: number;
  /** What the chart shows, for screen readers (the drawing is one image to them). */
  readonly label: string;
  /** Drawn at exactly its coordinates, in CSS pixels, instead of scaling to its box. */
  readonly fixedSize?: boolean;
  /** Stretched to its box on both axes instead of keeping its proportions. */
  readonly stretch?: boolean;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

/** The SVG every chart is drawn in: one accessible image with a label. */
export function ChartFrame({ width, height, label, fixedSize, stretch, className, testId, children }: ChartFrameProps) {
  return (
    <svg
      className={className}
      width={fixedSize ? width : undefined}
      height={fixedSize ? height : undefined}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={stretch ? 'none' : undefined}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </svg>
  );
}
