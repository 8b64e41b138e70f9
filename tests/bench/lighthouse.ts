// Lighthouse, mobile profile (its defaults: moto g power emulation, simulated slow 4G and 4x CPU throttling), all
// four categories, on the catalogue pages issue 8 names, in English and Simplified Chinese, against the Chromium
// the system provides (never a downloaded one).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { catalogueGoodsPaths } from './catalogue-pages.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Issue 8's targets. Scores are 0–100 as the report shows them. */
export const LIGHTHOUSE_TARGETS = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tbtMs: 200,
  lcpMs: 2500,
} as const;

export interface LighthouseFigures {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Performance score of every run, to show the spread the median hides. */
  performanceRuns: number[];
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's own CPU benchmark of this machine; below ~1000 its simulated figures are less trustworthy. */
  benchmarkIndex: number;
  /** Audits that cost points: `category: id (display value)`. */
  failing: string[];
  reportFile: string;
}

/**
 * Issue 8's pages — `/`, `/goods` and a fixed-price goods page, in zh-cn (no prefix) and English — and, apart,
 * a live auction lot's page in both (issue 13's page; issue 8's targets are shown for reference).
 */
export async function lighthousePaths(origin: string): Promise<{ targeted: string[]; lot: string[] }> {
  const { goods, lot } = await catalogueGoodsPaths(origin);
  return {
    targeted: ['/', '/goods', goods].flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]),
    lot: [lot, `/en${lot}`],
  };
}

/**
 * Runs Lighthouse `runs` times on one page (a fresh Chromium each time, so no run warms another's cache) and
 * keeps the run with the median performance score, as Lighthouse's own guidance does for noisy machines.
 */
export async function measureLighthouse(
  origin: string,
  path: string,
  runs: number,
  reportDir: string,
): Promise<LighthouseFigures | { path: string; error: string }> {
  const url = new URL(path, origin).href;
  const results: Result[] = [];
  const errors: string[] = [];
  for (let run = 0; run < runs; run++) {
    const outcome = await runWithRetry(url, acceptLanguage(path));
    if (typeof outcome === 'string') errors.push(outcome);
    else results.push(outcome);
  }
  if (results.length === 0) return { path, error: errors.join('; ') };
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = results[Math.floor(results.length / 2)] as Result;
  const reportFile = join(reportDir, `${path.replace(/[^a-z0-9]+/gi, '_') || '_'}.json`);
  writeFileSync(reportFile, JSON.stringify(median));
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])) as LighthouseFigures['scores'],
    performanceRuns: results.map((r) => score(r, 'performance')),
    tbtMs: median.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcpMs: median.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    benchmarkIndex: median.environment.benchmarkIndex,
    failing: failingAudits(median),
    reportFile,
  };
}

/**
 * Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run says
 * nothing about the page, so it is repeated, twice at most; a page that never yields a result is reported as such.
 */
async function runWithRetry(url: string, language: string): Promise<Result | string> {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await runOnce(url, language);
    if (!result.runtimeError) return result;
    lastError = `${result.runtimeError.code}: ${result.runtimeError.message}`;
  }
  return lastError;
}

/**
 * What a visitor reading the page's language sends. `/` negotiates: an English browser is redirected to `/en`,
 * so without this the Chinese home page would never be measured (headless Chromium asks for en-US).
 */
function acceptLanguage(path: string): string {
  if (path === '/en' || path.startsWith('/en/')) return 'en;q=1';
  if (path === '/zh-tw' || path.startsWith('/zh-tw/')) return 'zh-TW,zh;q=0.9';
  return 'zh-CN,zh;q=0.9';
}

async function runOnce(url: string, language: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: { 'Accept-Language': language },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/**
 * Audits below full marks: performance metrics under 0.9 and audits with estimated savings; in the other
 * categories every failed check, marked "unscored" when it carries no weight (it still shows in the report).
 */
function failingAudits(result: Result): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      if (category === 'performance' && ref.weight === 0 && !hasSavings(audit)) continue;
      const unscored = category !== 'performance' && ref.weight === 0 ? ', unscored' : '';
      const value = audit.displayValue
        ? ` (${audit.displayValue}${unscored})`
        : unscored
          ? ' (unscored)'
          : '';
      failing.push(`${category}: ${ref.id}${value}`);
    }
  }
  return [...new Set(failing)];
}

function hasSavings(audit: Result['audits'][string]): boolean {
  return Object.values(audit.metricSavings ?? {}).some((saving) => (saving ?? 0) > 0);
}

/** One line per page plus the targets it misses and the audits behind them. */
export function describeFigures(figures: LighthouseFigures): string[] {
  const { scores, tbtMs, lcpMs } = figures;
  const misses: string[] = [];
  if (scores.performance < LIGHTHOUSE_TARGETS.performance)
    misses.push(`performance ${scores.performance} < 90`);
  if (tbtMs >= LIGHTHOUSE_TARGETS.tbtMs) misses.push(`TBT ${tbtMs.toFixed(0)} ms >= 200 ms`);
  if (lcpMs >= LIGHTHOUSE_TARGETS.lcpMs) misses.push(`LCP ${(lcpMs / 1000).toFixed(2)} s >= 2.5 s`);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    if (scores[category] < 100) misses.push(`${category} ${scores[category]} < 100`);
  }
  const spread = figures.performanceRuns.length > 1 ? ` (runs ${figures.performanceRuns.join('/')})` : '';
  const lines = [
    `${figures.path.padEnd(28)} perf ${String(scores.performance).padStart(3)}${spread}  a11y ${scores.accessibility}` +
      `  BP ${scores['best-practices']}  SEO ${scores.seo}  TBT ${tbtMs.toFixed(0)} ms  LCP ${(lcpMs / 1000).toFixed(2)} s`,
    misses.length ? `    misses: ${misses.join('; ')}` : '    meets every target',
  ];
  for (const audit of figures.failing) lines.push(`      ${audit}`);
  return lines;
}

/**
 * The bench's section: every page, its figures against the targets, and where the full reports are. The
 * machine is shared, so the performance score moves between runs; LIGHTHOUSE_RUNS (default 3) sets how many
 * runs each page gets, and the median is printed with the spread.
 */
export async function printLighthouse(origin: string, only: string[] = []): Promise<void> {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const reportDir = join(tmpdir(), `nextland-lighthouse-${Date.now()}`);
  mkdirSync(reportDir, { recursive: true });
  console.log(`\n== Lighthouse, mobile profile (median of ${runs} run(s) per page) ==`);
  const targets = 'perf >= 90, TBT < 200 ms, LCP < 2.5 s, a11y/BP/SEO = 100 (issue 8)';
  console.log(`targets: ${targets}`);
  // Without the system's Chromium the step is skipped, so the figures after it (catalogue, jobs) still print.
  if (!existsSync(CHROME_PATH)) {
    console.log(`skipped: no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
    return;
  }
  const { targeted, lot } = only.length > 0 ? { targeted: only, lot: [] } : await lighthousePaths(origin);
  let met = 0;
  let benchmarkIndex = 0;
  for (const path of [...targeted, ...lot]) {
    if (path === lot[0])
      console.log("-- a live auction lot's page (issue 13; issue 8's targets for reference) --");
    const figures = await measureLighthouse(origin, path, runs, reportDir);
    if ('error' in figures) {
      console.log(`${path.padEnd(28)} no result (${figures.error})`);
      continue;
    }
    benchmarkIndex = figures.benchmarkIndex;
    const lines = describeFigures(figures);
    if (targeted.includes(path) && lines[1] === '    meets every target') met++;
    for (const line of lines) console.log(line);
  }
  console.log(
    `${met} of issue 8's ${targeted.length} pages meet every target; Lighthouse benchmarkIndex ${benchmarkIndex}`,
  );
  console.log(`full reports (JSON, open in https://googlechrome.github.io/lighthouse/viewer/): ${reportDir}`);
}

// Standalone, against any running web server: `npx tsx bench/lighthouse.ts http://127.0.0.1:3000 [path...]`
// (issue 8's six catalogue pages and a lot's page unless paths are given).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await printLighthouse(process.argv[2] ?? 'http://127.0.0.1:3000', process.argv.slice(3));
}
