/**
 * deploy/grafana/casearena-dashboard.json: it parses as a Grafana dashboard, its panels do not overlap, and every
 * metric its queries name is one a running server exports (a renamed metric would leave a panel silently empty).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForSuite, makeApp, testDatabases } from './helpers';
import { TOKEN, declaredMetrics, scrape } from './metrics-helpers';

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string }[] };
}

const file = path.resolve(import.meta.dirname, '../../deploy/grafana/casearena-dashboard.json');
const dashboard = JSON.parse(fs.readFileSync(file, 'utf8')) as Dashboard;
const queried = dashboard.panels.filter((p) => p.type !== 'row');
const exprs = queried.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
// Metric names in PromQL: ours and the default process/nodejs ones (label names and functions never match these).
const NAME = /\b(?:casearena|nodejs|process)_[a-z0-9_]+\b/g;
const SUFFIXES = ['_bucket', '_sum', '_count'];

describe('the Grafana dashboard', () => {
  const s = appForSuite(() => makeApp(testDatabases[0], { metrics: { token: TOKEN } }));

  it('is a dashboard whose panels each query through the datasource variable and do not overlap', () => {
    expect(dashboard.uid).toBe('casearena-main');
    expect(dashboard.templating.list.map((v) => v.name)).toEqual(['datasource', 'instance']);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    for (const p of queried) {
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
      expect(p.datasource?.uid, p.title).toBe('${datasource}');
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
    }
    const cells = new Set<string>();
    for (const p of dashboard.panels)
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++)
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
  });

  it('shows what the issue asks for', () => {
    const all = exprs.join('\n');
    for (const name of [
      'casearena_http_requests_total',
      'casearena_http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag',
      'nodejs_heap_size_used_bytes',
      'casearena_ws_connections',
      'casearena_ws_deliveries_total',
      'casearena_ws_drops_total',
      'casearena_db_pool_connections',
      'casearena_redis_up',
      'casearena_battles',
      'casearena_case_openings_total',
      'casearena_ledger_volume_total',
      'casearena_beacon_lag_seconds',
      'casearena_scheduler_lease_held',
      'casearena_scheduler_tick_lag_seconds',
    ])
      expect(all, name).toContain(name);
    expect(all).toContain('histogram_quantile(0.5,');
    expect(all).toContain('histogram_quantile(0.99,');
  });

  it('queries only metrics a scrape of the server declares', async () => {
    const declared = declaredMetrics((await scrape(s.app)).text);
    const names = new Set(exprs.flatMap((e) => e.match(NAME) ?? []));
    expect(names.size).toBeGreaterThan(15);
    const missing = [...names].filter((n) => {
      const base = SUFFIXES.find((x) => n.endsWith(x) && declared.get(n.slice(0, -x.length)) === 'histogram');
      return !declared.has(n) && base === undefined;
    });
    expect(missing).toEqual([]);
  });
});
