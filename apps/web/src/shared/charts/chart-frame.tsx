import { Box, Paper, Text } from '@mantine/core';
import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { yAxisWidth } from './axis-width';
import { labelledPositions, positionAt, valueAxis } from './chart-scale';

export const CHART_HEIGHT = 220;
/** Room above the top gridline for its label. */
const TOP = 10;
/** The band along the bottom for the positions' labels. */
const BOTTOM = 26;
/** Labels along the bottom: as many as fit a phone's width, which the server cannot measure. */
const MOST_LABELS = 6;

/** Where a chart's marks go: across in percentages of the plot, down in pixels. */
export interface Plot {
  /** The left edge and the middle of position `index`, and a position's width, in % of the plot. */
  left: (index: number) => number;
  centre: (index: number) => number;
  width: number;
  /** How far down a value is drawn, in pixels from the top. */
  y: (value: number) => number;
  /** The y of the axis's lowest value, where bars stand and areas close. */
  base: number;
}

/** A length in an SVG attribute or a style, as a percentage. */
export const percent = (value: number) => `${String(value)}%`;

/**
 * The chart's look, in its own elements' styles and attributes rather than a stylesheet: the
 * server draws the chart into the first paint, before any of a page's own stylesheets have
 * come (decision 044).
 */
export const CHART_COLOURS = {
  mark: 'var(--mantine-primary-color-filled)',
  estimated: 'var(--mantine-color-gray-6)',
  text: 'var(--mantine-color-gray-7)',
  grid: 'var(--mantine-color-gray-3)',
  cursor: 'var(--mantine-color-gray-2)',
};
const SURFACE: CSSProperties = {
  display: 'flex',
  position: 'relative',
  // Room for the last date's label, centred on the last position.
  paddingRight: 18,
  borderRadius: 'var(--mantine-radius-sm)',
  WebkitTapHighlightColor: 'transparent',
};
const LABEL = { fontSize: 12, fill: CHART_COLOURS.text };
const SHOWN: CSSProperties = {
  position: 'absolute',
  top: 0,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  zIndex: 1,
};

/**
 * A chart of the portal: a figure named for what it shows, holding one tab stop (an
 * application, as a chart's surface is to a screen reader) and a status that says the
 * figure of the position under the pointer, the finger or the keyboard. Focus shows the
 * first; the arrow keys, Home and End move; Escape or leaving hides it. A tap shows the
 * position tapped, a mouse the one it rests on. Everything is drawn from the data alone,
 * in percentages across, so the server draws the same chart the browser keeps.
 */
export function ChartFrame({
  name,
  values,
  says,
  labels,
  format,
  children,
}: {
  name: string;
  /** The figures the value axis must hold. */
  values: readonly number[];
  /** What each position says when shown, in order across. */
  says: readonly string[];
  /** Each position's label along the bottom, '' for none. */
  labels: readonly string[];
  /** A value as the y axis labels it. */
  format: (value: number) => string;
  children: (plot: Plot) => ReactNode;
}) {
  const [shown, setShown] = useState<number | null>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const count = says.length;
  const axis = valueAxis(values);
  const axisWidth = yAxisWidth(values, format);
  const base = CHART_HEIGHT - BOTTOM;
  const y = (value: number) => TOP + ((axis.high - value) / (axis.high - axis.low)) * (base - TOP);
  const width = 100 / Math.max(1, count);
  const plot: Plot = {
    left: (index) => index * width,
    centre: (index) => (index + 0.5) * width,
    width,
    y,
    base: y(axis.low),
  };

  const show = (index: number | null) => {
    setShown(index === null || count === 0 ? null : Math.min(count - 1, Math.max(0, index)));
  };
  const positionUnder = (clientX: number) => {
    const box = plotRef.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return null;
    return positionAt((clientX - box.left) / box.width, count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = shown ?? 0;
    const next: Record<string, number | null> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    show(next[event.key] ?? null);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') show(positionUnder(event.clientX));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) {
      show(null);
    }
  };

  return (
    <Box component="figure" aria-label={name} m={0}>
      <div
        role="application"
        aria-label={name}
        tabIndex={0}
        className="mantine-focus-auto"
        style={SURFACE}
        onFocus={() => {
          if (shown === null) show(0);
        }}
        onBlur={() => {
          show(null);
        }}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onClick={(event) => {
          show(positionUnder(event.clientX));
        }}
      >
        <svg
          style={{ flex: 'none', overflow: 'visible' }}
          width={axisWidth}
          height={CHART_HEIGHT}
          aria-hidden="true"
        >
          {axis.ticks.map((tick) => (
            <text
              key={tick}
              {...LABEL}
              x={axisWidth - 6}
              y={y(tick)}
              dominantBaseline="middle"
              textAnchor="end"
            >
              {format(tick)}
            </text>
          ))}
        </svg>
        <div style={{ position: 'relative', flex: 1, minWidth: 0 }} ref={plotRef}>
          <svg
            width="100%"
            height={CHART_HEIGHT}
            aria-hidden="true"
            style={{ display: 'block', overflow: 'visible' }}
          >
            {axis.ticks.map((tick) => (
              <line
                key={tick}
                stroke={CHART_COLOURS.grid}
                strokeDasharray="5 5"
                x1="0"
                x2="100%"
                y1={y(tick)}
                y2={y(tick)}
              />
            ))}
            {shown !== null && (
              <rect
                fill={CHART_COLOURS.cursor}
                x={percent(plot.left(shown))}
                width={percent(width)}
                y={TOP}
                height={plot.base - TOP}
              />
            )}
            {children(plot)}
            {labelledPositions(labels, MOST_LABELS).map((index) => (
              <text
                key={index}
                {...LABEL}
                x={percent(plot.centre(index))}
                y={CHART_HEIGHT - 6}
                textAnchor="middle"
              >
                {labels[index]}
              </text>
            ))}
          </svg>
          <div
            role="status"
            // Over its position, leaning inwards as far as the position is across, so it never
            // leaves the plot.
            style={
              shown === null
                ? SHOWN
                : {
                    ...SHOWN,
                    left: percent(plot.centre(shown)),
                    transform: `translateX(-${percent(plot.centre(shown))})`,
                  }
            }
          >
            {shown !== null && (
              <Paper withBorder shadow="sm" px="sm" py={6} radius="sm">
                <Text size="sm">{says[shown]}</Text>
              </Paper>
            )}
          </div>
        </div>
      </div>
    </Box>
  );
}
