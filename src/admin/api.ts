// THROWAWAY STUB until admin29-core is merged (deleted then).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/admin/v1' }),
  tagTypes: ['Me', 'Audit', 'Staff', 'Player'],
  endpoints: () => ({}),
});
