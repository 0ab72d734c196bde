/**
 * Response compression (issue 14, first load): API JSON, the locale files and the HTML shell are compressed on the
 * fly (brotli or gzip, as the browser accepts) once they pass 1 KB; the built assets come precompressed from the
 * build (scripts/precompress.mjs) and @fastify/static serves those files as they are. Register before any route: the
 * plugin attaches to routes as they are added. Request bodies are never decompressed (a webhook's signature is over
 * the bytes sent).
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Responses smaller than this go out as they are (compressing them costs more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

/** Registers on-the-fly compression for every route registered after it. */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 5 is most of brotli's gain at a small part of its CPU (11 is for the build's precompressed files).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

/** The compression plugin: compression of the routes registered after it. */
export const compressionPlugin = fp(async (app: FastifyInstance) => registerCompression(app), {
  name: 'compression',
  dependencies: [],
});
