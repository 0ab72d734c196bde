/** The Staff page's endpoints (admin only): the list, grant and revoke. */
import type { Answer } from '../../protocol/answer';
import type { StaffGrantRequest, StaffListAnswer, StaffRevokeRequest } from '../../protocol/admin-staff';
import { adminApi } from '../api';

const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffListAnswer, void>({
      query: () => '/staff',
      transformResponse: (r: Answer<StaffListAnswer>) => r.data,
      providesTags: ['Staff'],
    }),
    grantStaff: build.mutation<StaffListAnswer, StaffGrantRequest>({
      query: (body) => ({ url: '/staff/grant', method: 'POST', body }),
      transformResponse: (r: Answer<StaffListAnswer>) => r.data,
      invalidatesTags: ['Staff', 'Audit', 'Player'],
    }),
    revokeStaff: build.mutation<StaffListAnswer, StaffRevokeRequest>({
      query: (body) => ({ url: '/staff/revoke', method: 'POST', body }),
      transformResponse: (r: Answer<StaffListAnswer>) => r.data,
      invalidatesTags: ['Staff', 'Audit', 'Player'],
    }),
  }),
});

export const { useStaffListQuery, useGrantStaffMutation, useRevokeStaffMutation } = staffApi;
