import type { ReactNode } from 'react';

interface BarProps {
  readonly x: number;
  readonly width: number;
  /** Where the bar stands (the zero line) and where its value reaches, vertically; it may hang below the zero line. */
  readonly from: number;
  readonly to: number;
  /** A height it never falls under, so the smallest values stay visible. */
  readonly minHeight?: number;
  readonly rx?: number;
  readonly fill?: string;
  readonly className?: string;
  /** Its `<title>`, shown on hover and read out. */
  readonly children?: ReactNode;
}

/** One bar from the zero line to its value. */
export function Bar({ x, width, from, to, minHeight = 0, rx, fill, className, children }: BarProps) {
  return (
    <rect x={x} y={Math.min(from, to)} width={width} height={Math.max(minHeight, Math.abs(to - from))} rx={rx} fill={fill} className={className}>
      {children}
    </rect>
  );
}
