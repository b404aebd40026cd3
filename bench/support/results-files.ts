import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from './paths';
import { ratioDigits } from './stats';
import type { BenchmarkName, BenchmarkResult, Check } from './bench-result';

export const latestJsonPath = join(repoRoot, 'bench/results/latest.json');
export const docsPath = join(repoRoot, 'docs/benchmarks.md');

const tableStart = '<!-- bench:results:start (written by npm run bench; edit above or below) -->';
const tableEnd = '<!-- bench:results:end -->';

export interface RunRecord {
  date: string;
  node: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    platform: string;
    arch: string;
    /** One-minute load average when the run started: other work on the machine moves absolute numbers. */
    loadAverageAtStart: number;
  };
  command: string;
  seconds: number;
  /** Every benchmark's latest result; one not in this run keeps its earlier result and date. */
  benchmarks: BenchmarkResult[];
  summary: { checks: number; met: number; missed: string[] };
}

const order: BenchmarkName[] = ['ingestion', 'snapshot', 'graphs', 'auth', 'map', 'alerts'];

export function machineNow(): RunRecord['machine'] {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    platform: `${process.platform} ${release()}`,
    arch: process.arch,
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

function previousResults(): BenchmarkResult[] {
  if (!existsSync(latestJsonPath)) return [];
  try {
    const previous = JSON.parse(readFileSync(latestJsonPath, 'utf8')) as Partial<RunRecord>;
    return Array.isArray(previous.benchmarks) ? previous.benchmarks : [];
  } catch {
    return [];
  }
}

export function runRecord(
  fresh: readonly BenchmarkResult[],
  run: Omit<RunRecord, 'benchmarks' | 'summary'>,
): RunRecord {
  const ran = new Set(fresh.map((r) => r.name));
  const benchmarks = [...fresh, ...previousResults().filter((r) => !ran.has(r.name))].sort(
    (a, b) => order.indexOf(a.name) - order.indexOf(b.name),
  );
  const checks = benchmarks.flatMap((r) => r.checks.map((c) => ({ ...c, label: `${r.name}: ${c.label}` })));
  return {
    ...run,
    benchmarks,
    summary: {
      checks: checks.length,
      met: checks.filter((c) => c.meets).length,
      missed: checks.filter((c) => !c.meets).map((c) => c.label),
    },
  };
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ratioFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: ratioDigits });

export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return unit === '×' ? 'n/a' : `n/a ${unit}`;
  return unit === '×' ? `${ratioFormat.format(value)}×` : `${numberFormat.format(value)} ${unit}`;
}

function formatTarget(target: Check['target'], unit: string): string {
  return `${target.comparison === '>=' ? '≥' : '≤'} ${formatValue(target.limit, unit)}`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function resultsMarkdown(record: RunRecord): string {
  const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  const { machine } = record;
  const lines: string[] = [
    `Latest run: ${when(record.date)}, \`${record.command}\`, ${Math.round(record.seconds)} s; Node ${record.node}; ` +
      `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.platform} ${machine.arch}, ` +
      `load average ${machine.loadAverageAtStart} at the start. ` +
      `Targets met: ${record.summary.met} of ${record.summary.checks}.`,
    '',
  ];
  const targetRows: string[] = [];
  for (const result of record.benchmarks) {
    if (result.status !== 'ran') {
      targetRows.push(`| ${result.name} | ${result.status}: ${escapeCell(result.reason ?? '')} | | | |`);
      continue;
    }
    for (const c of result.checks) {
      targetRows.push(
        `| ${result.name} | ${escapeCell(c.label)} | ${formatValue(c.value, c.unit)} | ${formatTarget(c.target, c.unit)} | ${c.meets ? 'yes' : '**no**'} |`,
      );
    }
  }
  if (targetRows.length > 0) {
    lines.push('| Benchmark | Target | Value | Wanted | Met |', '| --- | --- | --- | --- | --- |', ...targetRows);
  }
  lines.push('', '| Benchmark | Measurement | Value |', '| --- | --- | --- |');
  for (const result of record.benchmarks) {
    for (const m of result.measurements) {
      lines.push(`| ${result.name} | ${escapeCell(m.label)} | ${formatValue(m.value, m.unit)} |`);
    }
  }
  lines.push('');
  for (const result of record.benchmarks) {
    const notes = [`ran ${when(result.ranAt)} in ${Math.round(result.seconds)} s`, ...result.notes];
    lines.push(`- **${result.name}** — ${result.title}: ${notes.join('; ')}.`);
  }
  return lines.join('\n');
}

async function prettierFormat(path: string, text: string): Promise<string> {
  const config = (await resolveConfig(path)) ?? {};
  return format(text, { ...config, filepath: path });
}

/** Writes bench/results/latest.json and the results section of docs/benchmarks.md, both as prettier would. */
export async function writeResults(record: RunRecord): Promise<void> {
  mkdirSync(dirname(latestJsonPath), { recursive: true });
  writeFileSync(latestJsonPath, await prettierFormat(latestJsonPath, JSON.stringify(record, null, 2)));

  const section = `${tableStart}\n\n${resultsMarkdown(record)}\n\n${tableEnd}`;
  const current = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(tableStart);
  const end = current.indexOf(tableEnd);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + tableEnd.length)}`
      : `${current.trimEnd()}\n\n## Latest results\n\n${section}\n`;
  writeFileSync(docsPath, await prettierFormat(docsPath, next));
}
