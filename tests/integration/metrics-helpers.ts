/** Helpers for the metrics tests: scrape an app and read samples out of the Prometheus text format. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A metrics token for tests (METRICS_TOKEN is at least 16 characters). */
export const TOKEN = 'test-metrics-token-0123456789';

/** One sample: the metric's name, its labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text format's sample lines (comments skipped). */
export function parseScrape(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** The names the scrape declares (`# TYPE name kind`), with their kinds. */
export function declaredMetrics(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1], m[2]]));
}

/** The sum of the samples of `name` whose labels include `labels` (0 when none). */
export function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Scrapes the app's public /metrics with the test token. */
export async function scrape(app: FastifyInstance): Promise<{ text: string; samples: Sample[] }> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return { text: res.body, samples: parseScrape(res.body) };
}
