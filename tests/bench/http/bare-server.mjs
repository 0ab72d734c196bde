// The yardstick of the HTTP benchmark: a bare Fastify route answering a small JSON body, in its own process, and
// `/copy` answering a fixed text the bench sends it (the /battle/list body: what a body that size costs alone).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
let copy = '{}';
app.get('/bare', async () => ({ data: { ok: true } }));
app.get('/copy', async (_req, reply) => reply.type('application/json; charset=utf-8').send(copy));
process.on('message', (m) => {
  if (typeof m?.copy === 'string') {
    copy = m.copy;
    process.send?.({ copied: copy.length });
  }
});
const port = Number(process.argv[2] ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
