// The yardstick of the HTTP benchmark: a bare Fastify route answering a small JSON body, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
const port = Number(process.argv[2] ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
