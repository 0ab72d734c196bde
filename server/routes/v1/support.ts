/** /api/v1/support: a message to staff from the support page (stored in the support inbox, rate-limited). */
import { SUPPORT_PER_HOUR } from '../../../src/domain/support';
import { SupportMessageAnswer, SupportMessageRequest } from '../../../src/protocol/support';
import { sendSupportMessage } from '../../services/support/messages';
import { answerSchema, doc, type ApiApp } from '../typebox';

/** Registers POST /support/message. */
export async function supportRoutes(app: ApiApp): Promise<void> {
  // Per account when signed in, else per address: a handful an hour is plenty for a person, little for a flood.
  const limit = app.rateLimit({ name: 'support', key: 'user', max: SUPPORT_PER_HOUR, perMs: 3_600_000 });
  app.post(
    '/support/message',
    {
      schema: {
        ...doc('support', 'Sends a message to staff (signed in, or with an email to answer)'),
        body: SupportMessageRequest,
        response: answerSchema(SupportMessageAnswer),
      },
      preHandler: limit,
    },
    async (req) => {
      const answer = await sendSupportMessage(app.db, { ...req.body, userId: req.userId }, Date.now());
      req.log.info({ supportMessage: answer.id, topic: req.body.topic }, 'support message received');
      return { data: answer };
    },
  );
}
