import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../../../server/db/database';
import { EventBus, type DomainEvent } from '../../../../server/kernel/events';
import {
  recordEvent,
  recordEventIfUnit,
  unitOfWork,
  unitOfWorkOnce,
} from '../../../../server/kernel/unit-of-work';
import { eventBusOf } from '../../../../server/kernel/events';

const avatar = (userId: string): DomainEvent => ({
  type: 'AvatarChanged',
  userId,
  avatar: `/a/${userId}.svg`,
});

/** A serialization failure as PostgreSQL reports it (retried by the unit of work). */
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('unitOfWork', () => {
  let db: Db;
  let bus: EventBus;
  let seen: DomainEvent[];

  beforeEach(async () => {
    db = openDatabase({ sqlitePath: ':memory:' });
    await sql`create table notes (id text primary key)`.execute(db.kysely);
    bus = new EventBus();
    seen = [];
    bus.onAny((e) => seen.push(e));
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('publishes the recorded events once, in order, after the commit', async () => {
    const committedWhenHeard: number[] = [];
    bus.on('AvatarChanged', () => {
      // Runs synchronously inside publish: the rows must already be visible outside the transaction.
      void sql<{ n: number }>`select count(*) as n from notes`
        .execute(db.kysely)
        .then((r) => committedWhenHeard.push(Number(r.rows[0].n)));
    });
    const result = await unitOfWork(
      db,
      async (trx) => {
        await sql`insert into notes (id) values ('a')`.execute(trx);
        recordEvent(trx, avatar('u1'));
        await sql`insert into notes (id) values ('b')`.execute(trx);
        recordEvent(trx, avatar('u2'), avatar('u3'));
        expect(seen).toEqual([]);
        return 42;
      },
      { bus },
    );
    expect(result).toBe(42);
    expect(seen).toEqual([avatar('u1'), avatar('u2'), avatar('u3')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(committedWhenHeard).toEqual([2, 2, 2]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    await expect(
      unitOfWork(
        db,
        async (trx) => {
          await sql`insert into notes (id) values ('a')`.execute(trx);
          recordEvent(trx, avatar('u1'));
          throw new Error('refused');
        },
        { bus },
      ),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    const rows = await sql`select id from notes`.execute(db.kysely);
    expect(rows.rows).toEqual([]);
  });

  it('publishes only the attempt that committed when a serialization failure is retried', async () => {
    let attempt = 0;
    await unitOfWork(
      db,
      async (trx) => {
        attempt++;
        recordEvent(trx, avatar(`attempt-${attempt}`));
        if (attempt === 1) throw serializationFailure();
      },
      { bus },
    );
    expect(attempt).toBe(2);
    expect(seen).toEqual([avatar('attempt-2')]);
  });

  it('publishes nothing when every attempt fails', async () => {
    let attempts = 0;
    await expect(
      unitOfWork(
        db,
        async (trx) => {
          attempts++;
          recordEvent(trx, avatar('never'));
          throw serializationFailure();
        },
        { bus, attempts: 3 },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(3);
    expect(seen).toEqual([]);
  });

  it('refuses an event recorded on a transaction that is not a unit of work', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => recordEvent(trx, avatar('lost'))),
    ).rejects.toThrow(/not a unit of work/);
  });

  it('recordEventIfUnit: records in a unit of work, and only says no on a plain transaction', async () => {
    const plain = await db.kysely.transaction().execute(async (trx) => recordEventIfUnit(trx, avatar('x')));
    expect(plain).toBe(false);
    const inUnit = await unitOfWork(db, async (trx) => recordEventIfUnit(trx, avatar('y')), { bus });
    expect(inUnit).toBe(true);
    expect(seen).toEqual([avatar('y')]);
  });

  it('unitOfWorkOnce: one attempt (a serialization failure is not retried), events on the handle bus after commit', async () => {
    const heard: DomainEvent[] = [];
    const off = eventBusOf(db).onAny((e) => heard.push(e));
    let attempts = 0;
    await expect(
      unitOfWorkOnce(db, async (trx) => {
        attempts += 1;
        recordEvent(trx, avatar('failed'));
        throw serializationFailure();
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(1);
    await unitOfWorkOnce(db, async (trx) => {
      await sql`insert into notes (id) values ('once')`.execute(trx);
      recordEvent(trx, avatar('committed'));
    });
    expect(heard).toEqual([avatar('committed')]);
    off();
  });

  it('keeps a failing subscriber away from the committed caller and from the other subscribers', async () => {
    const errors: string[] = [];
    bus.onError = (_err, e) => errors.push(e.type);
    bus.on('AvatarChanged', () => {
      throw new Error('subscriber broke');
    });
    await expect(
      unitOfWork(db, async (trx) => recordEvent(trx, avatar('u1')), { bus }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual([avatar('u1')]);
    expect(errors).toEqual(['AvatarChanged']);
  });
});
