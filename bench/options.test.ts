import { describe, expect, it } from 'vitest';
import { durations, lighthouseRuns, parseBenchArgs, wants } from './options';

describe('npm run bench arguments', () => {
  it('runs every goal on both databases by default', () => {
    const options = parseBenchArgs([], {});
    expect(options).toMatchObject({ databases: ['pglite', 'postgres'], quick: false, only: null });
    expect(options.postgresUrl).toBe('postgres://postgres@127.0.0.1:5432/postgres');
    expect(wants(options, 'P7')).toBe(true);
    expect(options.scale).toBe(1);
  });

  it('reads --scale 10x for P7 at 1M accounts / 100M events, and 1x for the default', () => {
    expect(parseBenchArgs(['--scale', '10x'], {}).scale).toBe(10);
    expect(parseBenchArgs(['--scale=10X', '--only', 'P7'], {})).toMatchObject({
      scale: 10,
      only: ['P7'],
    });
    expect(parseBenchArgs(['--scale', '1x'], {}).scale).toBe(1);
    expect(parseBenchArgs(['--scale', '10x', '--keep'], {})).toMatchObject({ keep: true });
    expect(parseBenchArgs([], {}).keep).toBe(false);
    for (const wrong of ['10', '100x', 'x', '2x', ''])
      expect(() => parseBenchArgs(['--scale', wrong], {})).toThrow(/unknown scale|needs a value/);
    expect(() => parseBenchArgs(['--scale'], {})).toThrow(/needs a value/);
  });

  it('reads --db, --quick, --only and --fresh, in both spellings', () => {
    const options = parseBenchArgs(['--db', 'postgres', '--quick', '--only=p1,P4', '--fresh'], {
      DATABASE_URL: 'postgres://me@db:5432/x',
    });
    expect(options).toMatchObject({
      databases: ['postgres'],
      quick: true,
      only: ['P1', 'P4'],
      fresh: true,
      postgresUrl: 'postgres://me@db:5432/x',
    });
    expect(wants(options, 'P4')).toBe(true);
    expect(wants(options, 'P2')).toBe(false);
  });

  it('refuses what it does not know, with the usage line', () => {
    expect(() => parseBenchArgs(['--db', 'mysql'], {})).toThrow(/Usage: npm run bench/);
    expect(() => parseBenchArgs(['--only', 'P9'], {})).toThrow(/unknown goal/);
    expect(() => parseBenchArgs(['--db'], {})).toThrow(/needs a value/);
    expect(() => parseBenchArgs(['--fast'], {})).toThrow(/unknown option/);
  });

  it('keeps the issue’s 20 s fixed-rate run unless --quick', () => {
    expect(durations(false).fixedRate).toBe(20);
    expect(durations(true).measure).toBeLessThan(durations(false).measure);
  });

  it('reads --pages for every page, or a list of paths, and runs only them unless --only says', () => {
    const all = parseBenchArgs(['--pages'], {});
    expect(all.pages).toBe('all');
    expect(wants(all, 'P1')).toBe(false);
    expect(wants(all, 'P6')).toBe(false);
    expect(parseBenchArgs(['--pages', '--runs', '1'], {})).toMatchObject({ pages: 'all', runs: 1 });
    expect(parseBenchArgs(['--pages', '/mobile/usage, /power'], {}).pages).toEqual([
      '/mobile/usage',
      '/power',
    ]);
    expect(parseBenchArgs(['--pages=/power'], {}).pages).toEqual(['/power']);
    const withP6 = parseBenchArgs(['--only', 'P6', '--pages', '/power'], {});
    expect(withP6).toMatchObject({ pages: ['/power'], only: ['P6'] });
    expect(parseBenchArgs([], {}).pages).toBeNull();
    expect(() => parseBenchArgs(['--pages', 'mobile/usage'], {})).toThrow(/takes paths/);
    expect(() => parseBenchArgs(['--pages='], {})).toThrow(/takes paths/);
    expect(() => parseBenchArgs(['--pages', '--scale', '10x'], {})).toThrow(/apart from --scale/);
  });

  it('takes five Lighthouse runs a page, one with --quick, or --runs N', () => {
    expect(lighthouseRuns(parseBenchArgs([], {}))).toBe(5);
    expect(lighthouseRuns(parseBenchArgs(['--quick'], {}))).toBe(1);
    expect(lighthouseRuns(parseBenchArgs(['--quick', '--runs', '3'], {}))).toBe(3);
    expect(lighthouseRuns(parseBenchArgs(['--runs=7'], {}))).toBe(7);
    for (const wrong of ['0', '-1', '2.5', 'five'])
      expect(() => parseBenchArgs(['--runs', wrong], {})).toThrow(/whole number/);
    expect(() => parseBenchArgs(['--runs'], {})).toThrow(/needs a value/);
  });

  it('reads --cpu-index N for the pages and the interactions only', () => {
    expect(parseBenchArgs(['--pages', '--cpu-index', '2000'], {})).toMatchObject({
      pages: 'all',
      cpuIndex: 2000,
    });
    expect(parseBenchArgs(['--pages'], {}).cpuIndex).toBeNull();
    expect(parseBenchArgs(['--only', 'P8', '--cpu-index', '2000'], {}).cpuIndex).toBe(2000);
    expect(() => parseBenchArgs(['--cpu-index', '2000'], {})).toThrow(/add --pages or --only P8/);
    expect(() => parseBenchArgs(['--only', 'P6', '--cpu-index', '2000'], {})).toThrow(
      /add --pages or --only P8/,
    );
    for (const wrong of ['fast', '0', '99', '2000.5'])
      expect(() => parseBenchArgs(['--pages', '--cpu-index', wrong], {})).toThrow(/whole number/);
  });
});
