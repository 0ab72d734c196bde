/**
 * POST /v1/user/avatar: the player's pick from the avatar gallery. Everything that shows the player's picture is
 * fetched again at once (the header's user/me, battles, the live drops, hunts), here and, through the player's own
 * channel (90104 profileChanged), in their other tabs.
 */
import { useDispatch } from 'react-redux';
import { baseApi } from './base';
import { useUserEvent } from './user-live';
import type { AvatarChoice } from '../domain/avatars';
import type { ApiAnswer } from '../protocol/answer';
import { MsgType } from '../protocol/message-types';

/** What shows a player's picture. */
const PICTURE_TAGS = ['User', 'Battle', 'LootFeed', 'Hunt'] as const;

const avatarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chooseAvatar: build.mutation<{ avatar: string }, AvatarChoice>({
      query: (avatar) => ({ url: 'v1/user/avatar', method: 'POST', body: { avatar } }),
      transformResponse: (res: ApiAnswer<{ avatar: string }>) => res.data,
      invalidatesTags: [...PICTURE_TAGS],
    }),
  }),
});

/** Hook of the avatar pick. */
export const { useChooseAvatarMutation } = avatarApi;

/** Refetches what shows the player's picture when another tab changed it. */
export function useProfileChangedRefetch(): void {
  const dispatch = useDispatch();
  useUserEvent(MsgType.profileChanged, () => dispatch(baseApi.util.invalidateTags([...PICTURE_TAGS])));
}
