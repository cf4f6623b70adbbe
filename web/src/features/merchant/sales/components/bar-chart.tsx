import { useId, useSyncExternalStore } from "react";

export interface BarChartProps {
  /** The chart's accessible name (its SVG title). */
  title: string;
  /** A sentence summing up the figures (the SVG's description). */
  summary: string;
  labels: string[];
  values: number[];
  /** How a value reads on the axis ("CA$12.00", "3"). */
  format: (value: number) => string;
  tone?: "primary" | "gold";
  /** Whole numbers only (orders): the axis never shows a half. */
  integer?: boolean;
}

/** Drawing sizes: a phone gets a narrower drawing, so its text is not scaled down to a few pixels. */
const sizes = {
  wide: { width: 720, height: 220, labels: 6 },
  narrow: { width: 360, height: 200, labels: 3 },
} as const;
const pad = { top: 16, right: 12, bottom: 36, left: 72 };
const narrowQuery = "(max-width: 600px)";

function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = typeof window.matchMedia === "function" ? window.matchMedia(narrowQuery) : null;
      list?.addEventListener("change", notify);
      return () => list?.removeEventListener("change", notify);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(narrowQuery).matches : false),
  );
}

/** A round upper bound for the axis: 1, 2 or 5 × a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/**
 * A hand-drawn bar chart (no library): one bar per label, an axis with three ticks, a label every
 * few bars. An image to assistive technology (role="img", title and description); the figures
 * themselves are in the table the sales page shows with it.
 */
export function BarChart({ title, summary, labels, values, format, tone = "primary", integer = false }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const { width, height, labels: labelCount } = sizes[useNarrow() ? "narrow" : "wide"];
  const highest = niceMax(Math.max(0, ...values));
  const top = integer ? Math.max(2, highest) : highest;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, values.length);
  const barW = Math.max(2, slot * 0.7);
  const every = Math.max(1, Math.ceil(values.length / labelCount));
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  return (
    <svg
      className={`bar-chart bar-chart--${tone}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
      {(integer && top % 2 !== 0 ? [0, top] : [0, top / 2, top]).map((tick) => (
        <g key={tick} className="bar-chart__tick">
          <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} />
          <text x={pad.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {values.map((v, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in order; the day is the label
          key={i}
          className="bar-chart__bar"
          x={pad.left + i * slot + (slot - barW) / 2}
          y={y(v)}
          width={barW}
          height={Math.max(0, pad.top + plotH - y(v))}
        />
      ))}
      {labels.map((label, i) => {
        const last = i === labels.length - 1;
        // The last day's label ends at the edge, and one too close before it gives way.
        const shown = last || (i % every === 0 && labels.length - 1 - i >= every / 2);
        return shown ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: labels follow the bars' order
            key={i}
            className="bar-chart__label"
            x={last ? width - pad.right : pad.left + i * slot + slot / 2}
            y={height - pad.bottom + 20}
            textAnchor={last ? "end" : "middle"}
          >
            {label}
          </text>
        ) : null;
      })}
    </svg>
  );
}
