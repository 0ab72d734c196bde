/**
 * The send path. A broadcast is one pre-built websocket frame written to many sockets. Writes go straight to the
 * upgraded TCP socket (the `ws` library's own sender would allocate a header and cork/uncork per socket); this is
 * safe because the server runs with permessage-deflate off and never sends Blobs, so `ws` writes each of its own
 * frames synchronously and never holds a half-written frame. Large fan-outs are cut into chunks, the rest running
 * on later turns of the event loop (setImmediate) so heartbeats and HTTP keep being served; jobs run strictly in
 * order, so every socket sees broadcasts in publish order.
 */
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';

/** What the fan-out needs to know about a socket. */
export interface FanoutTarget {
  ws: WebSocket;
  raw: Duplex;
  closing: boolean;
}

interface Job<T extends FanoutTarget> {
  frame: Buffer;
  targets: T[];
  next: number;
}

/** Writes frames to sockets in order, dropping consumers whose unsent bytes exceed a limit. */
export class FanoutQueue<T extends FanoutTarget> {
  private readonly jobs: Job<T>[] = [];
  private scheduled = false;

  constructor(
    private readonly chunkSize: number,
    private readonly maxBufferedBytes: number,
    private readonly onSlow: (target: T) => void,
  ) {}

  /** Queues one frame for the given sockets; the first chunk is written now when nothing is waiting. */
  send(frame: Buffer, targets: T[]): void {
    const job: Job<T> = { frame, targets, next: 0 };
    if (this.jobs.length === 0) {
      this.run(job, this.chunkSize);
      if (job.next >= targets.length) return;
    }
    this.jobs.push(job);
    this.schedule();
  }

  /** Frames still waiting for a later turn. */
  get pending(): number {
    return this.jobs.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    let budget = this.chunkSize;
    while (budget > 0 && this.jobs.length > 0) {
      const job = this.jobs[0];
      budget -= this.run(job, budget);
      if (job.next >= job.targets.length) this.jobs.shift();
    }
    if (this.jobs.length > 0) this.schedule();
  }

  /** Writes up to `budget` sockets of a job; returns how many it used. */
  private run(job: Job<T>, budget: number): number {
    const { frame, targets } = job;
    const end = Math.min(targets.length, job.next + budget);
    const limit = this.maxBufferedBytes;
    for (let i = job.next; i < end; i++) {
      const t = targets[i];
      if (t.closing || t.ws.readyState !== WebSocket.OPEN) continue;
      if (t.raw.writableLength > limit) {
        this.onSlow(t);
        continue;
      }
      t.raw.write(frame);
    }
    const used = end - job.next;
    job.next = end;
    return used;
  }
}
