// Count-bearing texts render the right plural form, through i18next with the real locale files.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/domain/locales';

const dir = path.resolve(import.meta.dirname, '../../../locales');
const i18n = i18next.createInstance();

beforeAll(async () => {
  const resources = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      {
        translation: JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<
          string,
          unknown
        >,
      },
    ]),
  );
  await i18n.init({ lng: 'en', fallbackLng: false, resources, interpolation: { escapeValue: false } });
});

const days = (lng: string, count: number) => i18n.t('account.days', { lng, count });
const arrival = (lng: string, count: number) => i18n.t('payments.exchange.arrival', { lng, count });
const viewers = (lng: string, count: number) =>
  i18n.t('battles.view.viewers', { lng, count, formatted: String(count) });

describe('a number of days', () => {
  it.each([
    ['en', 1, '1 day'],
    ['en', 2, '2 days'],
    ['ru', 1, '1 день'],
    ['ru', 2, '2 дня'],
    ['ru', 5, '5 дней'],
    ['ru', 21, '21 день'],
    ['uk', 1, '1 день'],
    ['uk', 2, '2 дні'],
    ['uk', 5, '5 днів'],
    ['uk', 21, '21 день'],
    ['pl', 1, '1 dzień'],
    ['pl', 2, '2 dni'],
    ['pl', 5, '5 dni'],
    ['pl', 21, '21 dni'],
    ['de', 1, '1 Tag'],
    ['de', 3, '3 Tage'],
    ['fr', 1, '1 jour'],
    ['fr', 2, '2 jours'],
    ['es', 2, '2 días'],
    ['pt-BR', 1, '1 dia'],
    ['zh-CN', 2, '2 天'],
    ['zh-TW', 2, '2 天'],
  ])('%s %d -> %s', (lng, count, text) => {
    expect(days(lng, count)).toBe(text);
  });

  it('reads naturally inside the self-care sentences', () => {
    const limit = (lng: string, count: number) =>
      i18n.t('settings.care.limitConfirm', { lng, limit: '$10.00', period: days(lng, count) });
    expect(limit('en', 1)).toBe('You will be able to top up at most $10.00 per 1 day.');
    expect(limit('en', 3)).toBe('You will be able to top up at most $10.00 per 3 days.');
    expect(limit('ru', 2)).toContain('за 2 дня.');
    expect(limit('pl', 1)).toContain('na 1 dzień.');
  });
});

describe('the fund-arrival notice ("within N days", genitive in ru/uk/pl)', () => {
  it.each([
    ['en', 1, 'within 1 day after'],
    ['en', 2, 'within 2 days after'],
    ['ru', 1, 'в течение 1 дня после'],
    ['ru', 2, 'в течение 2 дней после'],
    ['ru', 5, 'в течение 5 дней после'],
    ['ru', 21, 'в течение 21 дня после'],
    ['uk', 1, 'протягом 1 дня після'],
    ['uk', 2, 'протягом 2 днів після'],
    ['uk', 5, 'протягом 5 днів після'],
    ['uk', 21, 'протягом 21 дня після'],
    ['pl', 1, 'w ciągu 1 dnia od'],
    ['pl', 2, 'w ciągu 2 dni od'],
    ['pl', 5, 'w ciągu 5 dni od'],
    ['pl', 21, 'w ciągu 21 dni od'],
    ['de', 8, 'innerhalb von 8 Tagen nach'],
  ])('%s %d', (lng, count, text) => {
    expect(arrival(lng, count)).toContain(text);
  });
});

describe('the viewers strip', () => {
  it.each([
    ['en', 1, '1 watching'],
    ['en', 2, '2 watching'],
    ['ru', 1, 'Смотрят: 1'],
    ['ru', 2, 'Смотрят: 2'],
    ['ru', 5, 'Смотрят: 5'],
    ['ru', 21, 'Смотрят: 21'],
    ['uk', 1, 'Дивляться: 1'],
    ['uk', 21, 'Дивляться: 21'],
    ['pl', 1, 'Oglądających: 1'],
    ['pl', 5, 'Oglądających: 5'],
    ['de', 1, '1 schaut zu'],
    ['de', 2, '2 schauen zu'],
    ['fr', 1, '1 spectateur'],
    ['fr', 2, '2 spectateurs'],
  ])('%s %d -> %s', (lng, count, text) => {
    expect(viewers(lng, count)).toBe(text);
  });
});

describe('a countdown read aloud', () => {
  const unit = (lng: string, key: 'hours' | 'minutes' | 'seconds', count: number) =>
    i18n.t(`common.countdown.${key}`, { lng, count });
  it.each([
    ['en', 'hours', 1, '1 hour'],
    ['en', 'minutes', 2, '2 minutes'],
    ['ru', 'hours', 1, '1 час'],
    ['ru', 'hours', 2, '2 часа'],
    ['ru', 'minutes', 5, '5 минут'],
    ['ru', 'seconds', 21, '21 секунда'],
    ['uk', 'hours', 2, '2 години'],
    ['uk', 'minutes', 5, '5 хвилин'],
    ['uk', 'seconds', 21, '21 секунда'],
    ['pl', 'hours', 1, '1 godzina'],
    ['pl', 'minutes', 2, '2 minuty'],
    ['pl', 'seconds', 5, '5 sekund'],
    ['pl', 'hours', 21, '21 godzin'],
  ] as const)('%s %s %i is %s', (lng, key, n, want) => {
    expect(unit(lng, key, n)).toBe(want);
  });
});

describe('points credited by a level-up', () => {
  const reward = (lng: string, count: number) =>
    i18n.t('levels.upReward', { lng, count, formatted: String(count) });
  it.each([
    ['en', 1, '+1 point'],
    ['en', 100, '+100 points'],
    ['ru', 1, '+1 очко'],
    ['ru', 2, '+2 очка'],
    ['ru', 5, '+5 очков'],
    ['ru', 21, '+21 очко'],
    ['uk', 1, '+1 бал'],
    ['uk', 2, '+2 бали'],
    ['uk', 5, '+5 балів'],
    ['uk', 21, '+21 бал'],
    ['pl', 1, '+1 punkt'],
    ['pl', 2, '+2 punkty'],
    ['pl', 5, '+5 punktów'],
    ['pl', 21, '+21 punktów'],
    ['de', 150, '+150 Punkte'],
    ['fr', 150, '+150 points'],
    ['zh-CN', 150, '+150 积分'],
  ])('%s %d -> %s', (lng, count, text) => {
    expect(reward(lng, count)).toBe(text);
  });
});

describe('event tickets and giveaway entries', () => {
  const tickets = (lng: string, count: number) =>
    i18n.t('events.tickets', { lng, count, formatted: String(count) });
  const entered = (lng: string, count: number) => i18n.t('events.giveaway.entered', { lng, count });
  it.each([
    ['en', 1, '1 ticket'],
    ['en', 2, '2 tickets'],
    ['ru', 1, '1 билет'],
    ['ru', 2, '2 билета'],
    ['ru', 5, '5 билетов'],
    ['ru', 21, '21 билет'],
    ['uk', 1, '1 квиток'],
    ['uk', 2, '2 квитки'],
    ['uk', 5, '5 квитків'],
    ['uk', 21, '21 квиток'],
    ['pl', 1, '1 bilet'],
    ['pl', 2, '2 bilety'],
    ['pl', 5, '5 biletów'],
    ['pl', 21, '21 biletów'],
    ['zh-CN', 5, '5 张票券'],
  ])('%s %d tickets -> %s', (lng, count, text) => {
    expect(tickets(lng, count)).toBe(text);
  });
  it.each([
    ['en', 1, 'You are in with 1 entry.'],
    ['en', 3, 'You are in with 3 entries.'],
    ['ru', 1, 'Вы участвуете: 1 заявка.'],
    ['ru', 3, 'Вы участвуете: 3 заявки.'],
    ['ru', 5, 'Вы участвуете: 5 заявок.'],
    ['pl', 1, 'Bierzesz udział z 1 zgłoszeniem.'],
    ['pl', 5, 'Bierzesz udział z 5 zgłoszeniami.'],
    ['uk', 21, 'Ви берете участь: 21 заявка.'],
  ])('%s %d entries -> %s', (lng, count, text) => {
    expect(entered(lng, count)).toBe(text);
  });
});

describe("a case's top drops window", () => {
  const window = (lng: string, count: number) => i18n.t('cases.topDrops.text', { lng, count });
  it.each([
    ['en', 7, 'The most valuable items this case dropped in the last 7 days.'],
    ['ru', 1, 'Самые дорогие предметы из этого кейса за последний 1 день.'],
    ['ru', 2, 'Самые дорогие предметы из этого кейса за последние 2 дня.'],
    ['ru', 7, 'Самые дорогие предметы из этого кейса за последние 7 дней.'],
    ['ru', 21, 'Самые дорогие предметы из этого кейса за последний 21 день.'],
    ['uk', 2, 'Найдорожчі предмети з цього кейса за останні 2 дні.'],
    ['uk', 7, 'Найдорожчі предмети з цього кейса за останні 7 днів.'],
    ['pl', 2, 'Najcenniejsze przedmioty z tej skrzynki z ostatnich 2 dni.'],
    ['pl', 7, 'Najcenniejsze przedmioty z tej skrzynki z ostatnich 7 dni.'],
  ])('%s %d days -> %s', (lng, count, text) => {
    expect(window(lng, count)).toBe(text);
  });
});

describe('the rounds in the Play again question', () => {
  const body = (lng: string, count: number) =>
    i18n.t('battles.view.playAgainBody', { lng, count, price: '$9.39' });
  it.each([
    ['en', 1, '1 round,'],
    ['en', 3, '3 rounds,'],
    ['ru', 1, '1 раунд,'],
    ['ru', 2, '2 раунда,'],
    ['ru', 5, '5 раундов,'],
    ['ru', 21, '21 раунд,'],
    ['uk', 2, '2 раунди,'],
    ['uk', 5, '5 раундів,'],
    ['pl', 1, '1 runda,'],
    ['pl', 2, '2 rundy,'],
    ['pl', 5, '5 rund,'],
    ['de', 3, '3 Runden,'],
    ['fr', 2, '2 manches,'],
  ])('%s %d says %s', (lng, count, text) => {
    expect(body(lng, count)).toContain(text);
  });
});

describe('the back office counts (recovery codes, verified audit entries)', () => {
  const codes = (lng: string, count: number) => i18n.t('admin.common.enrol.codesText', { lng, count });
  const entries = (lng: string, count: number) => i18n.t('admin.audit.chainOk', { lng, count });
  it.each([
    ['en', 10, '10 codes'],
    ['ru', 1, '1 код '],
    ['ru', 2, '2 кода'],
    ['ru', 10, '10 кодов'],
    ['ru', 21, '21 код '],
    ['uk', 3, '3 коди'],
    ['uk', 10, '10 кодів'],
    ['pl', 2, '2 kody'],
    ['pl', 10, '10 kodów'],
  ])('%s %d recovery codes say %s', (lng, count, text) => {
    expect(codes(lng, count)).toContain(text);
  });
  it.each([
    ['en', 1, '1 entry verified'],
    ['en', 7, '7 entries verified'],
    ['ru', 1, 'проверена 1 запись'],
    ['ru', 3, 'проверены 3 записи'],
    ['ru', 5, 'проверено 5 записей'],
    ['uk', 21, 'перевірено 21 запис'],
    ['pl', 22, 'sprawdzono 22 wpisy'],
    ['pl', 25, 'sprawdzono 25 wpisów'],
    ['de', 1, '1 Eintrag geprüft'],
  ])('%s %d verified entries say %s', (lng, count, text) => {
    expect(entries(lng, count)).toContain(text);
  });
});
