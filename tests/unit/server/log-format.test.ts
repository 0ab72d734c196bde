import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config';
import { chooseLogFormat, loggerOptions } from '../../../server/log';

describe('log format', () => {
  it.each([
    { tty: true, env: {}, format: 'pretty' },
    { tty: false, env: {}, format: 'json' },
    { tty: true, env: { LOG_FORMAT: 'json' }, format: 'json' },
    { tty: false, env: { LOG_FORMAT: 'pretty' }, format: 'pretty' },
    { tty: true, env: { LOG_FORMAT: ' JSON ' }, format: 'json' },
    { tty: true, env: { LOG_FORMAT: '' }, format: 'pretty' },
  ] as const)('stdout a terminal: $tty, $env -> $format', ({ tty, env, format }) => {
    expect(chooseLogFormat(tty, env)).toBe(format);
  });

  it('refuses a LOG_FORMAT it does not know, naming the setting', () => {
    expect(() => chooseLogFormat(true, { LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
    expect(() => chooseLogFormat(true, { LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('pretty goes through the pino-pretty transport; JSON writes straight to stdout', () => {
    expect(loggerOptions('info', 'pretty')).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions('info', 'json')).not.toHaveProperty('transport');
    expect(loggerOptions('debug')).not.toHaveProperty('transport');
    // Both keep the redaction.
    for (const format of ['json', 'pretty'] as const) {
      const o = loggerOptions('info', format);
      expect(o.redact.paths).toContain('req.headers.authorization');
      expect(o.serializers.req).toBeTypeOf('function');
    }
  });

  describe('a pretty line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casearena-log-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is readable and hides the same secrets as a JSON line', async () => {
      const file = path.join(dir, 'pretty.log');
      const base = loggerOptions('info', 'pretty');
      if (!('transport' in base)) throw new Error('pretty options have no transport');
      const log = pino({
        ...base,
        transport: {
          ...base.transport,
          options: { ...base.transport.options, colorize: false, destination: file },
        },
      });
      log.info(
        {
          req: { method: 'GET', url: '/ws?token=s3cret-token' },
          headers: { authorization: 'Bearer s3cret-bearer' },
        },
        'incoming request',
      );
      await new Promise<void>((resolve, reject) => log.flush((err) => (err ? reject(err) : resolve())));
      let text = '';
      for (let i = 0; i < 100 && !text.includes('incoming request'); i++) {
        await new Promise((r) => setTimeout(r, 50));
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          // the worker has not opened the file yet
        }
      }
      expect(text).toMatch(/INFO.*incoming request/);
      expect(text.trimStart().startsWith('{')).toBe(false);
      expect(text).toContain('/ws?[redacted]');
      expect(text).toContain('[redacted]');
      expect(text).not.toContain('s3cret');
    });
  });
});
