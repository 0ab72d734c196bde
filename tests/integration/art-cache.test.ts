/**
 * The item image cache behind /api/v1/art: a fake upstream (a real local HTTP server) holds the catalog's image
 * paths; the site fetches each once, stores it on disk and serves it from there, and answers generated art for
 * whatever the upstream cannot give (missing, too big, wrong type, not answering yet). Only catalog ids are served.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamImagePath } from '../../server/db/seed/catalog';
import { ART_VERSION } from '../../server/db/seed/catalog';
import { makeApp, testDatabases } from './helpers';

/** A small valid-looking WebP file (RIFF header, WEBP tag, then filler). */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4, 1),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(200, 7),
]);
const MAX_BYTES = 4096;

/** What the fake upstream does for an item's image path. */
type Behaviour = 'ok' | 'missing' | 'huge' | 'html' | 'fake-webp' | 'held';
const ITEMS: Record<string, Behaviour> = {
  'ak-47-redline-ft': 'ok',
  'awp-asiimov-ft': 'missing',
  'ak-47-slate-ft': 'huge',
  'ak-47-vulcan-ft': 'html',
  'awp-hyper-beast-ft': 'fake-webp',
  'awp-dragon-lore-ft': 'held',
};
const WEAPON_FINISH: Record<string, [string, string]> = {
  'ak-47-redline-ft': ['AK-47', 'Redline'],
  'awp-asiimov-ft': ['AWP', 'Asiimov'],
  'ak-47-slate-ft': ['AK-47', 'Slate'],
  'ak-47-vulcan-ft': ['AK-47', 'Vulcan'],
  'awp-hyper-beast-ft': ['AWP', 'Hyper Beast'],
  'awp-dragon-lore-ft': ['AWP', 'Dragon Lore'],
};

/** The fake upstream: answers by path, counts requests per path, holds 'held' answers until released. */
class FakeUpstream {
  readonly hits = new Map<string, number>();
  private readonly byPath = new Map<string, Behaviour>();
  private held: ServerResponse[] = [];
  private server?: Server;
  url = '';

  constructor() {
    for (const [id, behaviour] of Object.entries(ITEMS)) {
      const p = upstreamImagePath(...WEAPON_FINISH[id]);
      if (!p) throw new Error(`no image path for ${id}`);
      this.byPath.set(p, behaviour);
    }
  }

  hitsOf(id: string): number {
    return this.hits.get(upstreamImagePath(...WEAPON_FINISH[id]) ?? '') ?? 0;
  }

  get total(): number {
    return [...this.hits.values()].reduce((a, b) => a + b, 0);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const addr = this.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    this.url = `http://127.0.0.1:${addr.port}`;
  }

  release(): void {
    for (const res of this.held) res.writeHead(200, { 'content-type': 'image/webp' }).end(WEBP);
    this.held = [];
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const p = req.url ?? '';
    this.hits.set(p, (this.hits.get(p) ?? 0) + 1);
    const b = this.byPath.get(p) ?? 'missing';
    if (b === 'ok') res.writeHead(200, { 'content-type': 'image/webp' }).end(WEBP);
    else if (b === 'huge')
      res.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.alloc(MAX_BYTES * 4));
    else if (b === 'html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>');
    else if (b === 'fake-webp')
      res.writeHead(200, { 'content-type': 'image/webp' }).end('<script>x</script>');
    else if (b === 'held') this.held.push(res);
    else res.writeHead(404).end();
  }
}

const artUrl = (id: string) => `/api/v1/art/${ART_VERSION}/item/${id}`;

describe.each(testDatabases)('item image cache on $name', (kind) => {
  const upstream = new FakeUpstream();
  const dir = mkdtempSync(path.join(tmpdir(), 'art-cache-'));
  let h: Awaited<ReturnType<typeof makeApp>>;
  // Generous, so a loaded machine never turns a quick download into a stand-in; the held answer has its own app.
  const itemImages = (timeoutMs = 20_000) => ({
    upstream: upstream.url,
    dir,
    timeoutMs,
    maxBytes: MAX_BYTES,
  });

  beforeAll(async () => {
    await upstream.start();
    h = await makeApp(kind, { itemImages: itemImages() });
  });
  afterAll(async () => {
    await h?.close();
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fetches a real image once (cold), then serves it from disk (warm) without asking the upstream', async () => {
    const cold = await h.app.inject({ url: artUrl('ak-47-redline-ft') });
    expect(cold.statusCode).toBe(200);
    expect(cold.headers['content-type']).toBe('image/webp');
    expect(cold.headers['cache-control']).toContain('immutable');
    expect(cold.rawPayload.equals(WEBP)).toBe(true);
    expect(upstream.hitsOf('ak-47-redline-ft')).toBe(1);
    expect(existsSync(path.join(dir, 'ak-47-redline-ft.webp'))).toBe(true);

    const warm = await h.app.inject({ url: artUrl('ak-47-redline-ft') });
    expect(warm.rawPayload.equals(WEBP)).toBe(true);
    expect(upstream.hitsOf('ak-47-redline-ft')).toBe(1);

    // Another process on the same folder (or this one after a restart) reads the stored file too.
    const again = await makeApp(kind, { itemImages: itemImages() });
    try {
      const res = await again.app.inject({ url: artUrl('ak-47-redline-ft') });
      expect(res.headers['content-type']).toBe('image/webp');
      expect(upstream.hitsOf('ak-47-redline-ft')).toBe(1);
    } finally {
      await again.close();
    }
  });

  it.each([
    ['missing upstream', 'awp-asiimov-ft'],
    ['too big', 'ak-47-slate-ft'],
    ['wrong content type', 'ak-47-vulcan-ft'],
    ['bytes that are not the declared type', 'awp-hyper-beast-ft'],
  ])('answers generated art for an image that is %s, and does not store it', async (_why, id) => {
    const res = await h.app.inject({ url: artUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
    expect(res.headers['cache-control']).not.toContain('immutable'); // the real image may come later
    expect(upstream.hitsOf(id)).toBe(1);
    for (const ext of ['webp', 'png', 'jpg']) expect(existsSync(path.join(dir, `${id}.${ext}`))).toBe(false);
    // A failed image is not asked for again on every view.
    await h.app.inject({ url: artUrl(id) });
    expect(upstream.hitsOf(id)).toBe(1);
  });

  it('answers generated art while the upstream has not answered, and the real image once it has', async () => {
    const quick = await makeApp(kind, { itemImages: itemImages(50) });
    try {
      const first = await quick.app.inject({ url: artUrl('awp-dragon-lore-ft') });
      expect(first.headers['content-type']).toContain('image/svg+xml');
      expect(first.headers['cache-control']).not.toContain('immutable');
      expect(upstream.hitsOf('awp-dragon-lore-ft')).toBe(1);
    } finally {
      upstream.release();
      await quick.close();
    }
    await expect
      .poll(() => existsSync(path.join(dir, 'awp-dragon-lore-ft.webp')), { timeout: 5000 })
      .toBe(true);
    const later = await h.app.inject({ url: artUrl('awp-dragon-lore-ft') });
    expect(later.headers['content-type']).toBe('image/webp');
    expect(upstream.hitsOf('awp-dragon-lore-ft')).toBe(1);
  });

  it('refuses anything that is not a catalog picture, without asking the upstream', async () => {
    const before = upstream.total;
    for (const [url, status] of [
      [artUrl('not-a-catalog-item'), 404],
      [`/api/v1/art/${ART_VERSION}/item/..%2F..%2Fetc%2Fpasswd`, 400],
      [`/api/v1/art/${ART_VERSION}/item/https%3A%2F%2Fevil.example%2Fx.webp`, 400],
      [`/api/v1/art/${ART_VERSION}/item/images%2Fabc.webp`, 400],
      [`/api/v1/art/v99/item/ak-47-redline-ft`, 404],
      [`/api/v1/art/${ART_VERSION}/case/not-a-case`, 404],
    ] as const) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error.code, url).toBeTruthy();
    }
    expect(upstream.total).toBe(before);
  });
});
