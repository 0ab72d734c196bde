/**
 * The user resource (GET/POST /v1/user/*, server/routes/v1/user.ts and its neighbours): the signed-in user's info,
 * the one source of the balance every screen shows; preferences and self-care restrictions; public profiles and
 * their history tabs; the avatar pick; pinned and own cases; and POST /v1/logout. Its live part, the user's own
 * channel, is in user-live.ts.
 */
import { useSelector } from 'react-redux';
import { baseApi } from './base';
import type { AvatarChoice } from '../domain/avatars';
import type { SessionState } from '../lib/session';
import type { ApiAnswer } from '../protocol/answer';
import type { MyCasesAnswer, PinAnswer, PinRequest } from '../protocol/daily';
import type { ResendAnswer, RevokeSessionsAnswer } from '../protocol/mail';
import type { ProfileTab, ProfileTabPages } from '../protocol/profile';
import type {
  PrefsAnswer,
  PrefsChange,
  PublicProfile,
  RestrictionChoice,
  RestrictionRequest,
  RestrictionsAnswer,
  UserInfo,
  WalletCurrency,
} from '../protocol/user';

/** What shows a player's picture: fetched again when it changes, here and in the player's other tabs. */
export const PICTURE_TAGS = ['User', 'Battle', 'LootFeed', 'Hunt'] as const;

const data = <T>(res: ApiAnswer<T>) => res.data;

/** The infinite query of one profile tab (GET /v1/user/profile/{tab}): pages by cursor until a page answers none. */
function tabEndpoint<T extends ProfileTab>(tab: T) {
  return {
    infiniteQueryOptions: {
      initialPageParam: null as string | null,
      getNextPageParam: (last: ProfileTabPages[T]) => last.cursor,
    },
    query: ({ queryArg, pageParam }: { queryArg: string; pageParam: string | null }) => ({
      url: `v1/user/profile/${tab}`,
      params: { userID: queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
    }),
    transformResponse: data<ProfileTabPages[T]>,
    providesTags: ['User' as const],
  };
}

const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched whenever money or items move ('User' is invalidated by opening, selling, battles and payments). */
    getMe: build.query<UserInfo, void>({
      query: () => 'v1/user/me',
      transformResponse: data<UserInfo>,
      providesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'v1/logout', method: 'POST', body: {} }),
    }),
    savePrefs: build.mutation<PrefsAnswer, PrefsChange>({
      query: (body) => ({ url: 'v1/user/prefs', method: 'POST', body }),
      transformResponse: data<PrefsAnswer>,
      invalidatesTags: ['User'],
    }),
    /** POST /v1/user/email/resend: a new confirmation link to the saved address (429 too soon). */
    resendEmail: build.mutation<ResendAnswer, void>({
      query: () => ({ url: 'v1/user/email/resend', method: 'POST', body: {} }),
      transformResponse: data<ResendAnswer>,
    }),
    /** POST /v1/user/sessions/revoke: signs out every device, this one too. */
    revokeSessions: build.mutation<RevokeSessionsAnswer, void>({
      query: () => ({ url: 'v1/user/sessions/revoke', method: 'POST', body: {} }),
      transformResponse: data<RevokeSessionsAnswer>,
    }),
    /** The owner's public/private switch of their profile (the same POST /v1/user/prefs). */
    setProfilePublic: build.mutation<PrefsAnswer, boolean>({
      query: (profilePublic) => ({ url: 'v1/user/prefs', method: 'POST', body: { profilePublic } }),
      transformResponse: data<PrefsAnswer>,
      invalidatesTags: ['User'],
    }),
    /** POST /v1/user/restriction with `op: 'apply'`: the self-care section's choice. */
    applyRestriction: build.mutation<RestrictionsAnswer, RestrictionChoice>({
      query: (r) => {
        const body: RestrictionRequest = { ...r, op: 'apply' };
        return { url: 'v1/user/restriction', method: 'POST', body };
      },
      transformResponse: data<RestrictionsAnswer>,
      invalidatesTags: ['User'],
    }),
    /** GET /v1/user/profile: a public profile. */
    getProfile: build.query<PublicProfile, string>({
      query: (userID) => ({ url: 'v1/user/profile', params: { userID } }),
      transformResponse: data<PublicProfile>,
      providesTags: ['User'],
    }),
    getProfileInventory: build.infiniteQuery<ProfileTabPages['inventory'], string, string | null>(
      tabEndpoint('inventory'),
    ),
    getProfileBattles: build.infiniteQuery<ProfileTabPages['battles'], string, string | null>(
      tabEndpoint('battles'),
    ),
    getProfileOpenings: build.infiniteQuery<ProfileTabPages['openings'], string, string | null>(
      tabEndpoint('openings'),
    ),
    getProfileUpgrades: build.infiniteQuery<ProfileTabPages['upgrades'], string, string | null>(
      tabEndpoint('upgrades'),
    ),
    /** POST /v1/user/avatar: the pick from the gallery; everything that shows the picture refetches. */
    chooseAvatar: build.mutation<{ avatar: string }, AvatarChoice>({
      query: (avatar) => ({ url: 'v1/user/avatar', method: 'POST', body: { avatar } }),
      transformResponse: data<{ avatar: string }>,
      invalidatesTags: [...PICTURE_TAGS],
    }),
    /** POST /v1/user/pin: pins or unpins a case; user/me (pinCases) and my cases refetch. */
    pinCase: build.mutation<string[], PinRequest>({
      query: (body) => ({ url: 'v1/user/pin', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<PinAnswer>) => res.data.pinCases,
      invalidatesTags: ['User'],
    }),
    /** GET /v1/user/my-cases: pinned, most opened and recently opened cases of the signed-in player. */
    myCases: build.query<MyCasesAnswer, void>({
      query: () => 'v1/user/my-cases',
      transformResponse: data<MyCasesAnswer>,
      providesTags: ['User'],
    }),
  }),
});

/** Hooks of the user resource. */
export const {
  useGetMeQuery,
  useLogoutMutation,
  useSavePrefsMutation,
  useResendEmailMutation,
  useRevokeSessionsMutation,
  useSetProfilePublicMutation,
  useApplyRestrictionMutation,
  useGetProfileQuery,
  useGetProfileInventoryInfiniteQuery,
  useGetProfileBattlesInfiniteQuery,
  useGetProfileOpeningsInfiniteQuery,
  useGetProfileUpgradesInfiniteQuery,
  useChooseAvatarMutation,
  usePinCaseMutation,
  useMyCasesQuery,
} = userApi;
/** The user API (cache resets after sign-out; tests drive its endpoints). */
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
