import { describe, expect, it } from 'vitest';
import {
  parseOwnTradeUrl,
  parseTradeUrl,
  steamAccountId,
  TRADE_URL_PROBLEMS,
  type TradeUrlProblem,
} from '../../../src/domain/trade-url';

const GOOD = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbC-12_x';

describe('parseTradeUrl', () => {
  it('reads the URL Steam gives, and spellings of it, as one canonical URL', () => {
    expect(parseTradeUrl(GOOD)).toEqual({ ok: true, partner: 123456789, token: 'AbC-12_x', url: GOOD });
    for (const spelling of [
      `  ${GOOD}  `,
      'HTTPS://SteamCommunity.com/tradeoffer/new/?partner=123456789&token=AbC-12_x',
      'https://steamcommunity.com/tradeoffer/new?partner=123456789&token=AbC-12_x',
      'https://steamcommunity.com/tradeoffer/new/?token=AbC-12_x&partner=123456789',
      `${GOOD}&utm_source=x#top`,
    ])
      expect(parseTradeUrl(spelling), spelling).toMatchObject({ ok: true, url: GOOD });
    expect(
      parseTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=4294967295&token=abcdefgh'),
    ).toMatchObject({ ok: true, partner: 4294967295 });
    expect(
      parseTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh'),
    ).toMatchObject({
      ok: true,
      partner: 1,
    });
  });

  const cases: [TradeUrlProblem, string[]][] = [
    [
      'trade_url_not_link',
      [
        'my trade url',
        'steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'ftp://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=1 &token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcd\u0000efg',
        `${GOOD}&x=${'y'.repeat(512)}`,
      ],
    ],
    [
      'trade_url_wrong_site',
      [
        'https://steamcommunlty.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'https://www.steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=abcdefgh',
        'https://evil.example@steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh',
        'https://steamcommunity.com:8443/tradeoffer/new/?partner=1&token=abcdefgh',
      ],
    ],
    [
      'trade_url_wrong_page',
      [
        'https://steamcommunity.com/id/someone/tradeoffers/privacy',
        'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url',
        'https://steamcommunity.com/tradeoffer/new/extra/?partner=1&token=abcdefgh',
        'https://steamcommunity.com/?partner=1&token=abcdefgh',
      ],
    ],
    [
      'trade_url_no_partner',
      [
        'https://steamcommunity.com/tradeoffer/new/?token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/',
      ],
    ],
    [
      'trade_url_bad_partner',
      [
        'https://steamcommunity.com/tradeoffer/new/?partner=0&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=-5&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=0123&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=76561198000000000&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=12ab&token=abcdefgh',
      ],
    ],
    [
      'trade_url_no_token',
      [
        'https://steamcommunity.com/tradeoffer/new/?partner=1',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token',
      ],
    ],
    [
      'trade_url_bad_token',
      [
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefghi',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcd%20fg',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcd.efg',
      ],
    ],
    [
      'trade_url_repeated',
      [
        'https://steamcommunity.com/tradeoffer/new/?partner=1&partner=2&token=abcdefgh',
        'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh&token=hgfedcba',
      ],
    ],
  ];

  it.each(cases)('names %s for each URL with that mistake', (problem, urls) => {
    for (const url of urls) expect(parseTradeUrl(url), url).toEqual({ ok: false, problem });
  });

  it('has a case for every problem it can name (whose link it is, only parseOwnTradeUrl can tell)', () => {
    expect(cases.map(([p]) => p)).toEqual(TRADE_URL_PROBLEMS.filter((p) => p !== 'trade_url_foreign'));
  });
});

describe('parseOwnTradeUrl', () => {
  const url = (partner: number) =>
    `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbCd-1_z`;

  it('reads the account id of a SteamID64 (SteamID64 - 76561197960265728)', () => {
    expect(steamAccountId('76561197960287930')).toBe(22202);
    expect(steamAccountId('76561199734123456')).toBe(1773857728);
    for (const bad of ['76561197960265728', '123', '7656119796028793x', '', '96561197960287930'])
      expect(steamAccountId(bad), bad).toBeNull();
  });

  it("accepts only the account's own partner; another account's link is trade_url_foreign", () => {
    expect(parseOwnTradeUrl(url(22202), '76561197960287930')).toMatchObject({ ok: true, partner: 22202 });
    expect(parseOwnTradeUrl(url(22203), '76561197960287930')).toEqual({
      ok: false,
      problem: 'trade_url_foreign',
    });
    // A SteamID that is no individual account owns no trade URL at all.
    expect(parseOwnTradeUrl(url(22202), 'bot-1')).toEqual({ ok: false, problem: 'trade_url_foreign' });
    // A malformed link is named as such first.
    expect(
      parseOwnTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1', '76561197960265729'),
    ).toEqual({
      ok: false,
      problem: 'trade_url_no_token',
    });
  });
});
