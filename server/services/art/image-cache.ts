/**
 * The server's cache of real item images: fetched once from the configured upstream (only catalog paths, only that
 * host, bounded size, image types checked by their bytes), stored on disk, then served from there. A request waits
 * for a download at most `timeoutMs`; past that (or when the upstream fails) the caller answers with generated art
 * while the download goes on for the next request.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ItemImagesConfig } from '../../config-types';

/** A stored image: its bytes and content type. */
export interface StoredImage {
  body: Buffer;
  type: string;
}

/** Where the cache logs (pino's shape). */
export interface CacheLogger {
  warn(obj: object, msg: string): void;
}

// Accepted types, their file extensions and how their bytes start.
const TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/webp': {
    ext: 'webp',
    magic: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  'image/png': { ext: 'png', magic: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
};
const KEY = /^[a-z0-9-]{1,96}$/;
const UPSTREAM_PATH = /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(webp|png|jpe?g)$/;
// A failed download is not tried again for this long (a missing image must not hit the upstream on every view).
const RETRY_AFTER_MS = 5 * 60_000;
// A download that has not finished by then is given up, whatever the request that started it waited.
const DOWNLOAD_LIMIT_MS = 30_000;

/** Why a download was refused. */
class Refused extends Error {}

/** The image cache; one per process (each may keep its own folder or share one). */
export class ImageCache {
  private readonly downloads = new Map<string, Promise<StoredImage | null>>();
  private readonly failedAt = new Map<string, number>();
  private readonly stored = new Map<string, string>(); // key -> content type, for images known on disk

  constructor(
    private readonly config: ItemImagesConfig,
    private readonly log: CacheLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when an upstream is configured (otherwise every answer is generated art). */
  get enabled(): boolean {
    return this.config.upstream !== undefined;
  }

  /**
   * The image stored under `key`, downloading it from `upstreamPath` when it is not stored yet; null when there is
   * no upstream, the path is not a catalog image path, the download failed, or it did not finish in time.
   */
  async get(key: string, upstreamPath: string): Promise<StoredImage | null> {
    if (!this.enabled || !KEY.test(key) || !UPSTREAM_PATH.test(upstreamPath)) return null;
    const onDisk = await this.read(key);
    if (onDisk) return onDisk;
    const failed = this.failedAt.get(key);
    if (failed !== undefined && this.now() - failed < RETRY_AFTER_MS) return null;
    let download = this.downloads.get(key);
    if (!download) {
      download = this.download(key, upstreamPath).finally(() => this.downloads.delete(key));
      this.downloads.set(key, download);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.config.timeoutMs);
    });
    try {
      return await Promise.race([download, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private file(key: string, type: string): string {
    return path.join(this.config.dir, `${key}.${TYPES[type].ext}`);
  }

  /** The stored image of a key, or null. */
  private async read(key: string): Promise<StoredImage | null> {
    const known = this.stored.get(key);
    for (const type of known ? [known] : Object.keys(TYPES)) {
      try {
        const body = await readFile(this.file(key, type));
        this.stored.set(key, type);
        return { body, type };
      } catch {
        // not stored under this type
      }
    }
    return null;
  }

  /** Downloads, checks and stores one image; null (remembered for a while) on any failure. */
  private async download(key: string, upstreamPath: string): Promise<StoredImage | null> {
    const url = `${this.config.upstream}${upstreamPath}`;
    try {
      // No redirects: the image must come from the configured host itself.
      const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(DOWNLOAD_LIMIT_MS) });
      if (res.status !== 200) throw new Refused(`status ${res.status}`);
      const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!TYPES[type]) throw new Refused(`content type "${type}"`);
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > this.config.maxBytes) throw new Refused(`${declared} bytes`);
      const body = await this.readBounded(res);
      if (!TYPES[type].magic(body)) throw new Refused(`bytes are not ${type}`);
      await mkdir(this.config.dir, { recursive: true });
      const file = this.file(key, type);
      const tmp = `${file}.${process.pid}.${this.now()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file); // atomic: a reader sees the whole image or none
      this.stored.set(key, type);
      this.failedAt.delete(key);
      return { body, type };
    } catch (err) {
      this.failedAt.set(key, this.now());
      this.log.warn(
        { key, url, reason: err instanceof Error ? err.message : String(err) },
        'item image not cached',
      );
      return null;
    }
  }

  /** The body, refused as soon as it passes the size limit. */
  private async readBounded(res: Response): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    if (!res.body) return Buffer.alloc(0);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      size += value.byteLength;
      if (size > this.config.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new Refused(`over ${this.config.maxBytes} bytes`);
      }
      chunks.push(Buffer.from(value));
    }
  }
}
