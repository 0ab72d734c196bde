/** The audit log's endpoints on the back office API: the filtered list and the chain check. */
import type { Answer } from '../../protocol/answer';
import type { AuditListAnswer, AuditListQuery, AuditVerifyAnswer } from '../../protocol/admin-audit';
import { adminApi } from '../api';

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditList: build.query<AuditListAnswer, AuditListQuery>({
      query: (params) => ({ url: '/audit', params }),
      transformResponse: (r: Answer<AuditListAnswer>) => r.data,
      providesTags: ['Audit'],
    }),
    auditVerify: build.query<AuditVerifyAnswer, void>({
      query: () => '/audit/verify',
      transformResponse: (r: Answer<AuditVerifyAnswer>) => r.data,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditListQuery, useLazyAuditVerifyQuery } = auditApi;
