/**
 * A TCP proxy a test can cut and restore: how an outage of Redis or PostgreSQL is staged without stopping the
 * machine's shared services (the cluster harness puts one in front of Redis; the database outage tests in front of
 * PostgreSQL).
 */
import net from 'node:net';
import { freePort } from './net';

/** A TCP proxy in front of `target`: `cut()` drops every connection and refuses new ones until `restore()`. */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Starts a proxy on a free port towards `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  /** Accepts connections again (on the same port). */
  restore(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Drops every open connection and stops listening. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }
}
