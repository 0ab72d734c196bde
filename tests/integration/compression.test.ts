/**
 * Compression on the wire (issue 14, first load): built assets are served precompressed (brotli or gzip as the
 * browser accepts, plain bytes otherwise, `Vary: accept-encoding` always), and API JSON and the locale files are
 * compressed on the fly above 1 KB; small answers and request bodies are left alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { makeApp, testDatabases } from './helpers';

const kind = testDatabases[0];

describe('compression', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-compress-'));
  const script = `console.log(${JSON.stringify('a fairly repetitive line of script; '.repeat(400))});\n`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>CaseArena</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'x();');
    const totals = precompressDir(clientDir);
    expect(totals.files).toBe(1);
    expect(totals.br).toBeLessThan(totals.raw);
    ctx = await makeApp(kind, { clientDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) =>
    ctx.app.inject({ url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });

  it('serves a built asset as brotli, gzip or plain bytes by what the browser accepts', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The very bytes the build wrote (best quality), not a compression made per request.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br')))).toBe(
      true,
    );
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz')))).toBe(
      true,
    );
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    // Too small for a twin of its own: it still arrives whole, whatever the encoding on the way.
    expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    const bytes =
      tiny.headers['content-encoding'] === 'br' ? brotliDecompressSync(tiny.rawPayload) : tiny.rawPayload;
    expect(bytes.toString()).toBe('x();');
  });

  it('compresses API JSON and the locale files above 1 KB, and leaves small answers alone', async () => {
    const list = await get('/api/v1/case/list', 'br, gzip');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const data = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as {
      data: { list: unknown[] };
    };
    expect(data.data.list.length).toBeGreaterThan(0);
    const messages = await get('/_i18n/en.json', 'gzip');
    expect(messages.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(messages.rawPayload).toString())).toHaveProperty('common');
    const small = await get('/api/v1/meta/stat', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toEqual(expect.objectContaining({ online: expect.any(Number) }));
    const identity = await get('/api/v1/case/list');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.list.length).toBe(data.data.list.length);
  });

  it('never decompresses a request body: a body claiming gzip is read as sent and refused with a 4xx', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/prefs',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: 'not gzip at all',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toEqual(expect.any(String));
  });
});
