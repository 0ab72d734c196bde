/** Every screen of SPEC section 2: path, layout, keep-alive and the lazily loaded page. */
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type en from '../../locales/en.json';
import { SCREEN_PATHS, routeHasCheck, validRouteParams } from '../domain/routes';
import { NotFoundPage } from './errors/NotFoundPage';

/** The seven layouts. */
export type LayoutName = 'battles' | 'default' | 'event' | 'home' | 'profile' | 'pure' | 'survey';

/** A screen id; its title and description live under `meta.<id>` in the locale files. */
export type ScreenId = Exclude<keyof (typeof en)['meta'], 'error'>;

/** What a lazy page module resolves to. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** One screen. `keepAlive: false` screens start fresh every visit. */
export interface ScreenDef {
  id: ScreenId;
  path: string;
  layout: LayoutName;
  keepAlive: boolean;
  load: LazyPage;
  validate?: (params: Params) => boolean;
}

/** The data a screen route carries in its `handle`. */
export interface ScreenHandle {
  screen: ScreenId;
  layout: LayoutName;
  keepAlive: boolean;
  /** No site chrome at all (header, footer): the streamer view. */
  bare?: boolean;
}

// A screen's path and validate check come from the shared route table (the server's 404s read it too).
const s = (id: ScreenId, layout: LayoutName, load: LazyPage, extra: Partial<ScreenDef> = {}): ScreenDef => ({
  id,
  path: SCREEN_PATHS[id],
  layout,
  keepAlive: true,
  load,
  ...(routeHasCheck(id) ? { validate: (params: Params) => validRouteParams(id, params) } : {}),
  ...extra,
});
const fresh = { keepAlive: false };

/** The screen table, in SPEC order: 27 static screens and the API reference (/developers), then 7 with parameters. */
export const SCREENS: readonly ScreenDef[] = [
  s(
    'home',
    'home',
    () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
    fresh,
  ),
  s('faq', 'default', () => import('../features/info/FaqPage').then((m) => ({ Component: m.FaqPage }))),
  s('tos', 'default', () => import('../features/info/TosPage').then((m) => ({ Component: m.TosPage }))),
  s('about', 'default', () => import('../features/info/AboutPage').then((m) => ({ Component: m.AboutPage }))),
  s('hunts', 'pure', () => import('../features/hunts/HuntsPage').then((m) => ({ Component: m.HuntsPage }))),
  s('survey', 'default', () =>
    import('../features/survey/SurveyPage').then((m) => ({ Component: m.SurveyPage })),
  ),
  s('surveyWelcome', 'survey', () =>
    import('../features/survey/SurveyWelcomePage').then((m) => ({ Component: m.SurveyWelcomePage })),
  ),
  s('privacy', 'default', () =>
    import('../features/info/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  ),
  s('cookiePolicy', 'default', () =>
    import('../features/info/CookiePolicyPage').then((m) => ({ Component: m.CookiePolicyPage })),
  ),
  s('cardholder', 'default', () =>
    import('../features/info/CardholderPage').then((m) => ({ Component: m.CardholderPage })),
  ),
  s('support', 'default', () =>
    import('../features/info/SupportPage').then((m) => ({ Component: m.SupportPage })),
  ),
  s('upgrade', 'default', () =>
    import('../features/upgrade/UpgradePage').then((m) => ({ Component: m.UpgradePage })),
  ),
  s('exchange', 'default', () =>
    import('../features/exchange/ExchangePage').then((m) => ({ Component: m.ExchangePage })),
  ),
  s('missions', 'default', () =>
    import('../features/missions/MissionsPage').then((m) => ({ Component: m.MissionsPage })),
  ),
  s(
    'myCases',
    'home',
    () => import('../features/cases/MyCasesPage').then((m) => ({ Component: m.MyCasesPage })),
    fresh,
  ),
  s('funCases', 'default', () =>
    import('../features/cases/FunCasesPage').then((m) => ({ Component: m.FunCasesPage })),
  ),
  // Already in the shell (the error boundary shows it too), so it needs no chunk of its own.
  s('notFound', 'default', () => Promise.resolve({ Component: NotFoundPage })),
  s('preBattle', 'default', () =>
    import('../features/battles/PreBattlePage').then((m) => ({ Component: m.PreBattlePage })),
  ),
  s('uiAvatars', 'default', () =>
    import('../features/avatars/AvatarsPage').then((m) => ({ Component: m.AvatarsPage })),
  ),
  s('battles', 'battles', () =>
    import('../features/battles/BattlesPage').then((m) => ({ Component: m.BattlesPage })),
  ),
  s(
    'battleNew',
    'battles',
    () => import('../features/battles/BattleNewPage').then((m) => ({ Component: m.BattleNewPage })),
    fresh,
  ),
  s(
    'dailyCases',
    'default',
    () => import('../features/cases/DailyCasesPage').then((m) => ({ Component: m.DailyCasesPage })),
    fresh,
  ),
  s('generateCase', 'pure', () =>
    import('../features/cases/GenerateCasePage').then((m) => ({ Component: m.GenerateCasePage })),
  ),
  s('provablyFair', 'default', () =>
    import('../features/fairness/ProvablyFairPage').then((m) => ({ Component: m.ProvablyFairPage })),
  ),
  s('developers', 'default', () =>
    import('../features/developers/DevelopersPage').then((m) => ({ Component: m.DevelopersPage })),
  ),
  s(
    'communityCases',
    'home',
    () => import('../features/cases/CommunityCasesPage').then((m) => ({ Component: m.CommunityCasesPage })),
    fresh,
  ),
  s('feast', 'event', () => import('../features/events/FeastPage').then((m) => ({ Component: m.FeastPage }))),
  s('giveaway', 'event', () =>
    import('../features/events/GiveawayPage').then((m) => ({ Component: m.GiveawayPage })),
  ),
  s('leaderboard', 'event', () =>
    import('../features/events/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })),
  ),
  s('marketplace', 'event', () =>
    import('../features/events/MarketplacePage').then((m) => ({ Component: m.MarketplacePage })),
  ),
  s('caseType', 'default', () =>
    import('../features/cases/CaseTypePage').then((m) => ({ Component: m.CaseTypePage })),
  ),
  s('caseOpen', 'pure', () =>
    import('../features/cases/CaseOpenPage').then((m) => ({ Component: m.CaseOpenPage })),
  ),
  s('battleView', 'battles', () =>
    import('../features/battles/BattleViewPage').then((m) => ({ Component: m.BattleViewPage })),
  ),
  s('profile', 'profile', () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  ),
  s('payments', 'profile', () =>
    import('../features/profile/PaymentsPage').then((m) => ({ Component: m.PaymentsPage })),
  ),
  s('oddsHistory', 'default', () =>
    import('../features/cases/OddsHistoryPage').then((m) => ({ Component: m.OddsHistoryPage })),
  ),
  s('giveawayResult', 'event', () =>
    import('../features/events/GiveawayResultPage').then((m) => ({ Component: m.GiveawayResultPage })),
  ),
];

/** The streamer view of a battle (arena only, no chrome): outside SPEC section 2, mounted without a layout. */
export const STREAM_SCREEN: ScreenDef = s(
  'battleStream',
  'pure',
  () => import('../features/battles/BattleStreamPage').then((m) => ({ Component: m.BattleStreamPage })),
  fresh,
);

/** Layout components, loaded with the first screen that needs them. */
export const LAYOUTS: Record<LayoutName, LazyPage> = {
  battles: () => import('./layouts/BattlesLayout').then((m) => ({ Component: m.BattlesLayout })),
  default: () => import('./layouts/DefaultLayout').then((m) => ({ Component: m.DefaultLayout })),
  event: () => import('./layouts/EventLayout').then((m) => ({ Component: m.EventLayout })),
  home: () => import('./layouts/HomeLayout').then((m) => ({ Component: m.HomeLayout })),
  profile: () => import('./layouts/ProfileLayout').then((m) => ({ Component: m.ProfileLayout })),
  pure: () => import('./layouts/PureLayout').then((m) => ({ Component: m.PureLayout })),
  survey: () => import('./layouts/SurveyLayout').then((m) => ({ Component: m.SurveyLayout })),
};
