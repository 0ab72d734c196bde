/**
 * The back office's RTK Query API: /api/admin/v1 with the play session's bearer token and the staff session
 * (X-Staff-Session). A 401 mfa_required forgets the staff session (the gate asks for the second factor again); a
 * 401 unauthorized means the play session ended. Areas add endpoints with `adminApi.injectEndpoints` in
 * src/admin/<area>/api.ts.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { announceApi } from '../api/registry';
import { apiError } from '../api/error';
import { readToken } from '../lib/session';
import type { Answer } from '../protocol/answer';
import type {
  EnrolConfirmAnswer,
  EnrolConfirmRequest,
  EnrolStartAnswer,
  StaffMeAnswer,
  StaffSessionAnswer,
  StaffSignInRequest,
  StaffSignOutAnswer,
} from '../protocol/admin-session';
import { readStaffToken, writeStaffToken } from './staff-session';

/** The header of the staff session (src/protocol/admin-session.ts STAFF_SESSION_HEADER; a type import keeps TypeBox out). */
const STAFF_HEADER = 'x-staff-session';

const raw = fetchBaseQuery({
  baseUrl: '/api/admin/v1',
  timeout: 10_000,
  prepareHeaders(headers) {
    const token = readToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const staff = readStaffToken();
    if (staff) headers.set(STAFF_HEADER, staff);
    headers.set('accept', 'application/json');
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await raw(args, api, extra);
  if (result.error?.status === 401) {
    const { code } = apiError(result.error);
    if (code === 'mfa_required' && readStaffToken()) {
      writeStaffToken(null);
      api.dispatch(adminApi.util.invalidateTags(['Me']));
    }
  }
  return result;
};

/** Cache tags of the back office; areas add their own through `adminApi.enhanceEndpoints({ addTagTypes })`. */
export const ADMIN_TAGS = ['Me', 'Audit', 'Staff', 'Player'] as const;

/** The one RTK Query API of the back office. */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: ADMIN_TAGS,
  endpoints: (build) => ({
    // The argument is the tab's staff token: a new token (signed in or out) is a new cache entry, fetched afresh.
    staffMe: build.query<StaffMeAnswer, string>({
      query: () => '/me',
      transformResponse: (r: Answer<StaffMeAnswer>) => r.data,
      providesTags: ['Me'],
    }),
    enrolStart: build.mutation<EnrolStartAnswer, void>({
      query: () => ({ url: '/mfa/enrol/start', method: 'POST' }),
      transformResponse: (r: Answer<EnrolStartAnswer>) => r.data,
    }),
    enrolConfirm: build.mutation<EnrolConfirmAnswer, EnrolConfirmRequest>({
      query: (body) => ({ url: '/mfa/enrol/confirm', method: 'POST', body }),
      transformResponse: (r: Answer<EnrolConfirmAnswer>) => r.data,
    }),
    staffSignIn: build.mutation<StaffSessionAnswer, StaffSignInRequest>({
      query: (body) => ({ url: '/session', method: 'POST', body }),
      transformResponse: (r: Answer<StaffSessionAnswer>) => r.data,
    }),
    staffSignOut: build.mutation<StaffSignOutAnswer, void>({
      query: () => ({ url: '/session/end', method: 'POST', body: {} }),
      transformResponse: (r: Answer<StaffSignOutAnswer>) => r.data,
    }),
  }),
});

announceApi(adminApi);

export const {
  useStaffMeQuery,
  useEnrolStartMutation,
  useEnrolConfirmMutation,
  useStaffSignInMutation,
  useStaffSignOutMutation,
} = adminApi;
