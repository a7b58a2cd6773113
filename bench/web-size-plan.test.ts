import { describe, expect, it } from 'vitest';
import {
  filesInIndexHtml,
  isChartModule,
  misplacedChartLoads,
  missingMantineStyles,
  planWebSize,
} from './web-size-plan';
import type { ChunkModules, Manifest } from './web-size-plan';

const routes = 'src/routes/_default';

/** A small build: entry + vendor, a layout, two power pages sharing a chunk, a lazy chart. */
function build(chartChunkModules: string[]) {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shell.js': { file: 'assets/shell.js' },
    '_power.js': { file: 'assets/power.js', imports: ['_vendor.js'] },
    [`${routes}.tsx?tsr-split=component`]: {
      file: 'assets/layout.js',
      src: `${routes}.tsx?tsr-split=component`,
      isDynamicEntry: true,
      imports: ['_shell.js'],
    },
    [`${routes}/power/index.tsx?tsr-split=component`]: {
      file: 'assets/power-home.js',
      src: `${routes}/power/index.tsx?tsr-split=component`,
      isDynamicEntry: true,
      imports: ['_power.js', '_shell.js'],
    },
    [`${routes}/power/meter-reading.tsx?tsr-split=component`]: {
      file: 'assets/meter-reading.js',
      src: `${routes}/power/meter-reading.tsx?tsr-split=component`,
      isDynamicEntry: true,
      imports: ['_power.js'],
      css: ['assets/meter-reading.css'],
    },
    'src/features/mobile/usage/daily-usage-chart.tsx': {
      file: 'assets/daily-usage-chart.js',
      src: 'src/features/mobile/usage/daily-usage-chart.tsx',
      isDynamicEntry: true,
      imports: ['_power.js'],
    },
  };
  const chunkModules: ChunkModules = {
    'assets/index.js': ['apps/web/src/main.tsx'],
    'assets/vendor.js': ['react-dom/index.js'],
    'assets/power.js': chartChunkModules,
    'assets/daily-usage-chart.js': ['apps/web/src/features/mobile/usage/daily-usage-chart.tsx'],
  };
  const indexHtml =
    '<link rel="icon" href="data:,"><script type="module" crossorigin src="/assets/index.js">' +
    '</script><link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
    '<link rel="stylesheet" href="https://fonts.example/x.css">';
  return { manifest, chunkModules, indexHtml };
}

describe('web size plan', () => {
  it('counts the entry, its static imports and what index.html loads as initial', () => {
    const plan = planWebSize(build(['apps/web/src/features/power/power-page.tsx']));
    expect(plan.initialJs).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(plan.initialCss).toEqual(['assets/index.css']);
    expect(plan.lazyChunks).toEqual([
      'assets/daily-usage-chart.js',
      'assets/layout.js',
      'assets/meter-reading.js',
      'assets/power-home.js',
      'assets/power.js',
      'assets/shell.js',
    ]);
  });

  it('charges a route only for what its layout and the initial load have not fetched', () => {
    const plan = planWebSize(build([]));
    const home = plan.lazy.find((load) => load.source.includes('power/index'));
    const reading = plan.lazy.find((load) => load.source.includes('meter-reading'));
    expect(home?.files).toEqual(['assets/power-home.js', 'assets/power.js']);
    expect(reading?.files).toEqual([
      'assets/meter-reading.css',
      'assets/meter-reading.js',
      'assets/power.js',
    ]);
  });

  it('finds chart code that a page without a chart would load', () => {
    const chart = 'recharts/es6/chart/BarChart.js';
    const plan = planWebSize(build([chart]));
    expect(plan.initialChartModules).toEqual([]);
    expect(misplacedChartLoads(plan.lazy).map((load) => load.source)).toEqual([
      `${routes}/power/meter-reading.tsx?tsr-split=component`,
    ]);
  });

  it('tells the chunks that hold a charting library from the rest', () => {
    const input = build([]);
    input.chunkModules['assets/daily-usage-chart.js'] = [
      'apps/web/src/shared/charts/usage-chart.tsx',
      'recharts/es6/chart/BarChart.js',
    ];
    input.chunkModules['assets/power.js'] = ['apps/web/src/features/power/power-use.tsx'];
    expect(planWebSize(input).chartChunks).toEqual(['assets/daily-usage-chart.js']);
    expect(planWebSize(build([])).chartChunks).toEqual([]);
  });

  it('finds chart code in the initial load', () => {
    const input = build([]);
    input.chunkModules['assets/vendor.js'] = ['recharts/es6/index.js'];
    expect(planWebSize(input).initialChartModules).toEqual(['recharts/es6/index.js']);
  });

  it('knows chart modules by library or file name', () => {
    expect(isChartModule('@mantine/charts/esm/index.mjs')).toBe(true);
    expect(isChartModule('recharts/es6/chart/LineChart.js')).toBe(true);
    expect(isChartModule('apps/web/src/shared/charts/usage-chart.tsx')).toBe(true);
    expect(isChartModule('apps/web/src/shared/charts/index.tsx')).toBe(false);
    expect(isChartModule('apps/web/src/features/power/components/plan-rates.tsx')).toBe(false);
  });

  it('reads scripts, module preloads and stylesheets from index.html, not icons or other hosts', () => {
    expect(filesInIndexHtml(build([]).indexHtml)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/index.css',
    ]);
  });

  it('lists Mantine components in the build whose styles are not imported', () => {
    const chunkModules: ChunkModules = {
      'assets/a.js': [
        '@mantine/core/esm/components/Button/Button.mjs',
        '@mantine/core/esm/components/Table/Table.mjs',
        '@mantine/core/esm/components/Portal/Portal.mjs',
      ],
    };
    expect(
      missingMantineStyles({ chunkModules, available: ['Button', 'Table'], imported: ['Button'] }),
    ).toEqual(['Table']);
  });
});
