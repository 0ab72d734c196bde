/** POST /v1/support/message: a message to staff from the support page. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { SupportMessageAnswer, SupportMessageRequest } from '../protocol/support';

const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends one message; the answer is its reference for the player to quote. */
    sendSupportMessage: build.mutation<SupportMessageAnswer, SupportMessageRequest>({
      query: (body) => ({ url: 'v1/support/message', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<SupportMessageAnswer>) => res.data,
    }),
  }),
});

/** Hook of the support API. */
export const { useSendSupportMessageMutation } = supportApi;
