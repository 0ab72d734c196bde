/**
 * Missions, rakeback and the economy (server/routes/v1/missions.ts): GET /v1/mission/list, POST /v1/mission/claim,
 * POST /v1/rakeback/claim, GET /v1/economy. The list is refetched on focus and whenever the player's own channel
 * says it moved (`useMissionsLive`).
 */
import { useEffect } from 'react';
import { baseApi } from './base';
import { useUserEvent } from './user-live';
import type { ApiAnswer } from '../protocol/answer';
import type { EconomyAnswer } from '../protocol/economy';
import type { MissionClaimAnswer, MissionListAnswer, RakebackClaimAnswer } from '../protocol/missions';
import { MsgType } from '../protocol/message-types';

const missionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Missions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every mission with the player's progress and the rakeback (null signed out). */
    missionList: build.query<MissionListAnswer, void>({
      query: () => 'v1/mission/list',
      transformResponse: (res: ApiAnswer<MissionListAnswer>) => res.data,
      // Anything that moves the balance (an opening, a battle) may move progress and rakeback too.
      providesTags: ['Missions', 'User'],
    }),
    /** Claims one mission's points; the points balance (User) and the list move. */
    claimMission: build.mutation<MissionClaimAnswer, string>({
      query: (missionID) => ({ url: 'v1/mission/claim', method: 'POST', body: { missionID } }),
      transformResponse: (res: ApiAnswer<MissionClaimAnswer>) => res.data,
      invalidatesTags: ['Missions', 'User'],
    }),
    /** Claims the rakeback accrued since the last claim. */
    claimRakeback: build.mutation<RakebackClaimAnswer, void>({
      query: () => ({ url: 'v1/rakeback/claim', method: 'POST', body: {} }),
      transformResponse: (res: ApiAnswer<RakebackClaimAnswer>) => res.data,
      invalidatesTags: ['Missions', 'User'],
    }),
    /**
     * The published reward rates and, signed in, the player's reward budget and wagering requirement. Anything
     * that moves the balance or the missions may move it, so it shares their tags.
     */
    economy: build.query<EconomyAnswer, void>({
      query: () => 'v1/economy',
      transformResponse: (res: ApiAnswer<EconomyAnswer>) => res.data,
      providesTags: ['Missions', 'User'],
    }),
  }),
});

/** Hooks of the missions API. */
export const { useMissionListQuery, useClaimMissionMutation, useClaimRakebackMutation, useEconomyQuery } =
  missionsApi;
/** The missions API (tests drive its endpoints). */
export { missionsApi };

/**
 * Keeps the mission list live while mounted: the player's channel says when an opening, a battle or a level-up
 * moved it (a reconnect may have missed one), and coming back to the tab looks again; each fetches the list anew.
 */
export function useMissionsLive(refetch: () => void): void {
  useUserEvent(MsgType.missionsChanged, refetch, { onReconnect: refetch });
  useUserEvent(MsgType.levelUp, refetch);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}
