/** GET /v1/user/me and POST /v1/logout: the signed-in user's info, shared by the header and the account dialogs. */
import { useSelector } from 'react-redux';
import { baseApi } from './base-api';
import type { UserInfo, WalletCurrency } from '../protocol/api-user';
import type { SessionState } from './session';

const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserInfo, void>({
      query: () => 'v1/user/me',
      transformResponse: (res: { data: UserInfo }) => res.data,
      providesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'v1/logout', method: 'POST', body: {} }),
    }),
  }),
});

/** Hooks of the user API. */
export const { useGetMeQuery, useLogoutMutation } = userApi;
/** The user API (for cache resets after sign-out). */
export { userApi };

/** The wallet balance of one currency (0 when absent). */
export function walletBalance(info: UserInfo | undefined, currency: WalletCurrency): number {
  return info?.wallets.find((w) => w.currency === currency)?.balance ?? 0;
}

/** The session token as the UI sees it (null when signed out). */
export function useSessionToken(): string | null {
  return useSelector((s: { session: SessionState }) => s.session.token);
}

/** The signed-in user's info, skipped (undefined) while signed out. */
export function useMe() {
  const token = useSessionToken();
  return useGetMeQuery(undefined, { skip: !token });
}
