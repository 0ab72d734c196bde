/**
 * /api/admin/v1/catalog: staff cases (drafts edited with ticket ranges, published with their odds frozen for good,
 * retired, copied into a new version) and the player-case review queue (mark reviewed, take down). Support and
 * finance read; only admins change anything, each change audited in its own transaction.
 */
import { Type } from 'typebox';
import {
  createDraft,
  deleteDraft,
  getAdminCase,
  listAdminCases,
  updateDraft,
} from '../../../services/catalog/admin-cases';
import { copyToDraft, publishDraft, retireCase } from '../../../services/catalog/admin-publish';
import {
  markPlayerCaseReviewed,
  reviewQueue,
  takeDownPlayerCase,
} from '../../../services/player-cases/moderation';
import {
  AdminCaseAnswer,
  AdminCaseListAnswer,
  AdminCaseListQuery,
  AdminCaseParams,
  AdminCopyBody,
  AdminDraftBody,
  AdminPlayerCaseActionAnswer,
  AdminPlayerCaseAnswer,
  AdminPlayerCaseQuery,
  AdminReasonBody,
} from '../../../../src/protocol/admin-catalog';
import { Closed } from '../../../../src/protocol/typebox';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

const tag = 'admin';
const NoBody = Closed({});

/** Registers the catalog routes. */
export async function catalogAdminRoutes(app: AdminApp): Promise<void> {
  app.get(
    '/catalog/cases',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, 'Staff cases (drafts, published, retired), newest change first', { signedIn: true }),
        querystring: AdminCaseListQuery,
        response: answerSchema(AdminCaseListAnswer),
      },
    },
    async (req) => ({ data: { list: await listAdminCases(app.db, req.query.status) } }),
  );

  app.get(
    '/catalog/cases/:id',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, 'A staff case with its rows and what keeps it from publishing', { signedIn: true }),
        params: AdminCaseParams,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({ data: { case: await getAdminCase(app.db, req.params.id) } }),
  );

  app.post(
    '/catalog/cases',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Saves a new case draft (invisible to players until published)', { signedIn: true }),
        body: AdminDraftBody,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({ data: { case: await createDraft(app.db, req.staff, req.body, Date.now()) } }),
  );

  app.post(
    '/catalog/cases/copy',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Copies a catalog case into a new draft under a new slug (a new version)', {
          signedIn: true,
        }),
        body: AdminCopyBody,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({
      data: { case: await copyToDraft(app.db, req.staff, req.body.from, req.body.slug, Date.now()) },
    }),
  );

  app.put(
    '/catalog/cases/:id',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, "Replaces a draft's fields and rows (409 case_frozen once published)", {
          signedIn: true,
        }),
        params: AdminCaseParams,
        body: AdminDraftBody,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({
      data: { case: await updateDraft(app.db, req.staff, req.params.id, req.body, Date.now()) },
    }),
  );

  app.delete(
    '/catalog/cases/:id',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Deletes a draft (never a published case)', { signedIn: true }),
        params: AdminCaseParams,
        response: answerSchema(Type.Object({ deleted: Type.Boolean() })),
      },
    },
    async (req) => {
      await deleteDraft(app.db, req.staff, req.params.id, Date.now());
      return { data: { deleted: true } };
    },
  );

  app.post(
    '/catalog/cases/:id/publish',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Publishes a draft whose ranges tile 1..100000; its odds never change again', {
          signedIn: true,
        }),
        params: AdminCaseParams,
        body: NoBody,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({ data: { case: await publishDraft(app.db, req.staff, req.params.id, Date.now()) } }),
  );

  app.post(
    '/catalog/cases/:id/retire',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Retires a published case: no new openings or battles, history kept', { signedIn: true }),
        params: AdminCaseParams,
        body: AdminReasonBody,
        response: answerSchema(AdminCaseAnswer),
      },
    },
    async (req) => ({
      data: { case: await retireCase(app.db, req.staff, req.params.id, req.body.reason, Date.now()) },
    }),
  );

  app.get(
    '/catalog/player-cases',
    {
      config: { staffRole: 'staff' },
      schema: {
        ...doc(tag, 'The player-case review queue', { signedIn: true }),
        querystring: AdminPlayerCaseQuery,
        response: answerSchema(AdminPlayerCaseAnswer),
      },
    },
    async (req) => ({
      data: await reviewQueue(
        app.db,
        { queue: req.query.queue ?? 'unreviewed', q: req.query.q, cursor: req.query.cursor },
        Date.now(),
      ),
    }),
  );

  app.post(
    '/catalog/player-cases/:id/review',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Marks a player case reviewed', { signedIn: true }),
        params: AdminCaseParams,
        body: NoBody,
        response: answerSchema(AdminPlayerCaseActionAnswer),
      },
    },
    async (req) => ({
      data: { playerCase: await markPlayerCaseReviewed(app.db, req.staff, req.params.id, Date.now()) },
    }),
  );

  app.post(
    '/catalog/player-cases/:id/take-down',
    {
      config: { staffRole: 'admin' },
      schema: {
        ...doc(tag, 'Takes a player case down with a reason (hidden from players; its creator sees why)', {
          signedIn: true,
        }),
        params: AdminCaseParams,
        body: AdminReasonBody,
        response: answerSchema(AdminPlayerCaseActionAnswer),
      },
    },
    async (req) => ({
      data: {
        playerCase: await takeDownPlayerCase(app.db, req.staff, req.params.id, req.body.reason, Date.now()),
      },
    }),
  );
}
