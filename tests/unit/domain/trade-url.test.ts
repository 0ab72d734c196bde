import { describe, expect, it } from 'vitest';
import { parseTradeUrl, TRADE_URL_PROBLEMS, type TradeUrlProblem } from '../../../src/domain/trade-url';

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

  it('has a case for every problem it can name', () => {
    expect(cases.map(([p]) => p)).toEqual([...TRADE_URL_PROBLEMS]);
  });
});
