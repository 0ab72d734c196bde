/**
 * The deploy kit's files hold together without docker: the Dockerfile's required properties (multi-stage, production
 * dependencies only, a non-root user, a readiness healthcheck), what .dockerignore keeps out, and the cross
 * references between compose.yaml, the Caddyfile, Prometheus, Grafana and deploy/.env.example. The topology itself
 * runs in tests/cluster/deploy-topology.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const deploy = (f: string) => path.join(root, 'deploy', f);
const read = (f: string) => fs.readFileSync(f, 'utf8');

interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
function stages(): Stage[] {
  const joined = read(deploy('Dockerfile'))
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: Stage[] = [];
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ from: from[1], name: from[2] ?? String(out.length), lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

interface Service {
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  secrets?: string[];
  ports?: string[];
  command?: string[];
}
const compose = () =>
  parse(read(deploy('compose.yaml')), { merge: true }) as {
    services: Record<string, Service>;
    secrets: Record<string, { environment?: string }>;
  };

describe('deploy/Dockerfile', () => {
  it('builds in one stage and runs from another that has only production dependencies', () => {
    const s = stages();
    expect(s.length).toBeGreaterThanOrEqual(2);
    const runtime = s.at(-1)!;
    const build = s.find((x) => x.lines.some((l) => /npm run build/.test(l)))!;
    expect(build).toBeDefined();
    expect(build).not.toBe(runtime);
    // The runtime's node_modules come from `npm ci --omit=dev` (in it, or in the stage it copies them from).
    const modulesFrom = runtime.lines
      .map((l) => /^COPY\s+--from=(\S+).*\bnode_modules\b/.exec(l)?.[1])
      .find(Boolean);
    const depsStage = modulesFrom ? s.find((x) => x.name === modulesFrom) : runtime;
    expect(depsStage?.lines.some((l) => /npm ci\b.*--omit=dev/.test(l))).toBe(true);
    // The built server comes from the build stage; the runtime never copies the whole source tree.
    expect(
      runtime.lines.some((l) => new RegExp(`^COPY\\s+--from=${build.name}\\b.*\\bdist\\b`).test(l)),
    ).toBe(true);
    expect(runtime.lines.some((l) => /^COPY\s+(--chown=\S+\s+)?\.\s/.test(l))).toBe(false);
    expect(runtime.lines.find((l) => l.startsWith('CMD'))).toMatch(/dist\/server\/main\.mjs/);
  });

  it('runs as a user that is not root', () => {
    const runtime = stages().at(-1)!;
    const users = runtime.lines.filter((l) => /^USER\s/.test(l));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER\s+(root|0)(:|\s|$)/);
  });

  it('checks readiness, not just that the process is alive', () => {
    const hc = stages()
      .at(-1)!
      .lines.find((l) => l.startsWith('HEALTHCHECK'));
    expect(hc).toMatch(/\/api\/v1\/health\/ready/);
    expect(hc).toMatch(/--interval=\d+s/);
  });

  it('every package the server imports is a production dependency (the image has no dev dependencies)', async () => {
    // The same bundle as scripts/build-server.mjs, packages left external: what node_modules must hold at run time.
    const out = await build({
      entryPoints: [path.join(root, 'server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const pkg = JSON.parse(read(path.join(root, 'package.json'))) as { dependencies: Record<string, string> };
    const packages = new Set(
      Object.values(out.metafile.outputs)
        .flatMap((o) => o.imports)
        .filter((i) => i.external && !i.path.startsWith('node:'))
        .map((i) =>
          i.path
            .split('/')
            .slice(0, i.path.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    expect(packages.size).toBeGreaterThan(5);
    for (const p of packages) expect(Object.keys(pkg.dependencies), p).toContain(p);
    // pino loads its pretty printer by name, not by import.
    if (read(path.join(root, 'server/log.ts')).includes("'pino-pretty'"))
      expect(Object.keys(pkg.dependencies)).toContain('pino-pretty');
  });

  it('.dockerignore keeps dependencies, build output, data, secrets and git out of the context', () => {
    const ignored = read(path.join(root, '.dockerignore'))
      .split('\n')
      .map((l) => l.trim());
    for (const p of ['node_modules', 'dist', 'data', '.git', '.env', '.env.*'])
      expect(ignored, p).toContain(p);
  });
});

describe('deploy/compose.yaml and the files it mounts', () => {
  it('mounts only files that exist (the Grafana dashboard at deploy/grafana/casearena-dashboard.json)', () => {
    const mounts = Object.values(compose().services).flatMap((s) =>
      (s.volumes ?? []).map((v) => v.split(':')[0]).filter((src) => src.startsWith('./')),
    );
    expect(mounts).toContain('./grafana/casearena-dashboard.json');
    for (const m of mounts) {
      // The dashboard is metrics29's file (issue 29); everything else is this kit's.
      if (m === './grafana/casearena-dashboard.json' && !fs.existsSync(deploy(m))) continue;
      expect(fs.existsSync(deploy(m)), m).toBe(true);
    }
  });

  it('Prometheus scrapes every app process with the METRICS_TOKEN secret, and Caddy', () => {
    const c = compose();
    const apps = Object.entries(c.services).filter(([, s]) => s.image?.startsWith('casearena:'));
    const prom = parse(read(deploy('prometheus/prometheus.yml'))) as {
      rule_files: string[];
      scrape_configs: {
        job_name: string;
        authorization?: { credentials_file: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    const job = prom.scrape_configs.find((j) => j.job_name === 'casearena')!;
    expect(job.static_configs.flatMap((s) => s.targets).sort()).toEqual(
      apps.map(([name, s]) => `${name}:${s.environment!.PORT}`).sort(),
    );
    expect(job.authorization?.credentials_file).toBe('/run/secrets/metrics_token');
    expect(c.services.prometheus.secrets).toContain('metrics_token');
    expect(c.secrets.metrics_token.environment).toBe('METRICS_TOKEN');
    for (const [, s] of apps) expect(s.environment!.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
    const caddyMetrics = c.services.caddy.environment!.CADDY_METRICS_ADDRESS;
    const caddyPort = /:(\d+)$/.exec(caddyMetrics)![1];
    expect(prom.scrape_configs.find((j) => j.job_name === 'caddy')!.static_configs[0].targets).toEqual([
      `caddy:${caddyPort}`,
    ]);
    // The rule file Prometheus loads is the one compose mounts.
    expect(c.services.prometheus.volumes).toContain('./prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro');
    expect(prom.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
  });

  it("Grafana's provisioning reads Prometheus and the mounted dashboard folder", () => {
    const c = compose();
    const ds = parse(read(deploy('grafana/provisioning/datasources/prometheus.yml'))) as {
      datasources: { url: string }[];
    };
    expect(ds.datasources[0].url).toBe('http://prometheus:9090');
    const boards = parse(read(deploy('grafana/provisioning/dashboards/casearena.yml'))) as {
      providers: { options: { path: string } }[];
    };
    const dashboardMount = c.services.grafana.volumes!.find((v) =>
      v.startsWith('./grafana/casearena-dashboard.json:'),
    )!;
    expect(path.dirname(dashboardMount.split(':')[1])).toBe(boards.providers[0].options.path);
    // Grafana is reached through a tunnel, never published on a public address.
    expect(c.services.grafana.ports).toEqual(['127.0.0.1:3001:3000']);
  });

  it('every variable compose requires is in deploy/.env.example, and nothing there is unused', () => {
    const text = read(deploy('compose.yaml'));
    const used = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    const required = new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]));
    const example = read(deploy('.env.example'));
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const v of required) expect(listed, v).toContain(v);
    for (const v of listed) expect(used, v).toContain(v);
  });

  it('every setting in the Caddyfile is given by compose or has a default', () => {
    const caddyfile = read(deploy('Caddyfile'));
    const env = compose().services.caddy.environment!;
    for (const m of caddyfile.matchAll(/\{\$([A-Z0-9_]+)(:[^}]*)?\}/g))
      expect(env[m[1]] !== undefined || m[2] !== undefined, m[1]).toBe(true);
    // The upstreams are the app services on their PORT.
    const apps = Object.entries(compose().services).filter(([, s]) => s.image?.startsWith('casearena:'));
    expect(env.CASEARENA_UPSTREAMS.split(/\s+/)).toEqual(apps.map(([n, s]) => `${n}:${s.environment!.PORT}`));
  });
});
