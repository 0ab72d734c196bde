/**
 * The send path. A broadcast is one pre-built websocket frame, appended to the outbox of every target socket;
 * outboxes are flushed on the next turn of the event loop (setImmediate), at most `chunkSize` sockets per turn
 * so heartbeats and HTTP keep being served during a large fan-out. When several frames wait for the same socket
 * (a burst of publishes in one tick, or a hub that fell behind) they leave in ONE write: under load the number of
 * syscalls drops instead of the backlog growing. Per socket, frames always leave in publish order.
 *
 * Every frame a socket gets, broadcast or reply, goes through here, so one limit holds for all of them: a socket
 * whose unsent bytes (written but not yet taken by the kernel, plus its outbox) pass `maxBufferedBytes` is handed
 * to `onSlow` and gets nothing more. A client that asks for replies and never reads cannot grow the server.
 *
 * Writes go straight to the upgraded TCP socket (the `ws` library's sender would allocate a header and
 * cork/uncork per socket per frame). This is safe because the server runs with permessage-deflate off and never
 * sends Blobs, so `ws` writes each of its own frames (replies, close) synchronously and never holds a
 * half-written frame; a socket that is closing gets no more broadcast frames.
 */
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';

/** What the fan-out needs to know about a socket. */
export interface FanoutTarget {
  ws: WebSocket;
  raw: Duplex;
  closing: boolean;
  /** Frames waiting for this socket (one Buffer, or several in order); null when it is not in the flush list. */
  outbox: Buffer | Buffer[] | null;
  /** Bytes in `outbox`. */
  queued: number;
}

/** Queues frames per socket and writes them in event-loop-sized chunks, dropping consumers that fall too far behind. */
export class FanoutQueue<T extends FanoutTarget> {
  private dirty: T[] = [];
  private head = 0;
  private scheduled = false;

  constructor(
    private readonly chunkSize: number,
    private readonly maxBufferedBytes: number,
    private readonly onSlow: (target: T) => void,
  ) {}

  /** Queues one frame for one socket; call `flushSoon()` after a batch of these. No allocation for the common case. */
  enqueue(t: T, frame: Buffer): void {
    if (t.closing) return;
    if (t.queued + t.raw.writableLength > this.maxBufferedBytes) {
      this.onSlow(t);
      return;
    }
    t.queued += frame.length;
    const out = t.outbox;
    if (out === null) {
      t.outbox = frame;
      this.dirty.push(t);
    } else if (Array.isArray(out)) {
      out.push(frame);
    } else {
      t.outbox = [out, frame];
    }
  }

  /** Writes what waits for one socket now (before its close frame, so the frames leave first). */
  flushNow(t: T): void {
    const out = t.outbox;
    t.outbox = null;
    t.queued = 0;
    // Its entry in the flush list stays and is skipped: the outbox is empty.
    if (out !== null) this.write(t, out);
  }

  /** Queues one frame for one socket and schedules the flush (replies and pongs; broadcasts batch `enqueue`). */
  send(t: T, frame: Buffer): void {
    this.enqueue(t, frame);
    this.flushSoon();
  }

  /** Writes the queued frames on the next event-loop turn. */
  flushSoon(): void {
    if (this.scheduled || this.pending === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Sockets still waiting for a write. */
  get pending(): number {
    return this.dirty.length - this.head;
  }

  private flush(): void {
    const end = Math.min(this.dirty.length, this.head + this.chunkSize);
    for (let i = this.head; i < end; i++) {
      const t = this.dirty[i];
      const out = t.outbox;
      if (out === null) continue;
      t.outbox = null;
      t.queued = 0;
      this.write(t, out);
    }
    this.head = end;
    if (this.head === this.dirty.length) {
      this.dirty = [];
      this.head = 0;
    } else if (this.head > 65_536) {
      this.dirty = this.dirty.slice(this.head);
      this.head = 0;
    }
    this.flushSoon();
  }

  // No limit check here: `enqueue` admitted these frames with `raw.writableLength` no larger than now (nothing
  // else writes to an open socket in between), so the limit already holds; one check per frame is enough.
  private write(t: T, out: Buffer | Buffer[]): void {
    if (t.closing || t.ws.readyState !== WebSocket.OPEN) return;
    const raw = t.raw;
    if (!Array.isArray(out)) {
      raw.write(out);
    } else {
      // One writev for the whole backlog of this socket.
      raw.cork();
      for (const f of out) raw.write(f);
      raw.uncork();
    }
  }
}
