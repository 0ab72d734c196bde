/** GET /v1/user/me and POST /v1/logout: the signed-in user's info, the one source of the balance every screen shows. */
import { useSelector } from 'react-redux';
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { UserInfo, WalletCurrency } from '../protocol/user';
import type { SessionState } from '../lib/session';

const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched whenever money or items move ('User' is invalidated by opening, selling, battles and payments). */
    getMe: build.query<UserInfo, void>({
      query: () => 'v1/user/me',
      transformResponse: (res: ApiAnswer<UserInfo>) => res.data,
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

/** The coin balance (cents), 0 when absent. */
export function coinBalance(info: UserInfo | undefined): number {
  return walletBalance(info, 'coin');
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
