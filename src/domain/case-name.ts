/**
 * Moderation of player case names, shared by the server (which refuses) and the generator (which explains):
 * trimmed length, an allowed character set, no links and a small word filter.
 */
import { PLAYER_CASE_NAME_MAX, PLAYER_CASE_NAME_MIN } from './player-cases';

/** Why a name is refused (also the API's error code). */
export type CaseNameProblem =
  'name_too_short' | 'name_too_long' | 'name_charset' | 'name_link' | 'name_blocked';

/** The verdict on a name: the cleaned name to store, or the first problem. */
export type CaseNameVerdict = { ok: true; name: string } | { ok: false; problem: CaseNameProblem };

/** Punctuation a name may hold besides letters (any script), combining marks, digits and spaces. */
export const CASE_NAME_PUNCTUATION = "-_'.,!?&#():+%/";

const ALLOWED = /^[\p{L}\p{M}\p{N} \-_'.,!?&#():+%/]+$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const LINK = /(https?|www)|\.(com|net|org|gg|io|ru|xyz|me|tv|cc|pro|fun|top|win|bet)\b/iu;

// Matched anywhere once spaces and punctuation are gone, so these must not be parts of ordinary words.
const BLOCKED_ANYWHERE = [
  'fuck',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'hitler',
  'whore',
  'motherfuck',
  'hurensohn',
  'fotze',
  'kurwa',
  'pierdol',
  'caralho',
  'buceta',
  'putain',
  'salope',
  'encul',
  'mierda',
  'хуй',
  'хуе',
  'хуё',
  'пизд',
  'ёбан',
  'ебан',
  'пидор',
  'підор',
  'блядь',
  'бляд',
  '操你',
  '肏',
  '傻逼',
  '傻屄',
  '他妈的',
  '他媽的',
  // Not a swear: names that pass the case off as the site's own or its staff's.
  'casearena',
];
// Matched only as whole words: short ones that hide inside harmless words ("class", "Scunthorpe", "sukiyaki").
const BLOCKED_WORDS = [
  'shit',
  'cunt',
  'ass',
  'fag',
  'slut',
  'bitch',
  'rape',
  'nazi',
  'kys',
  'puta',
  'puto',
  'porra',
  'chuj',
  'сука',
  'бля',
  'admin',
  'moderator',
  'official',
];

// Digits and symbols people use to dodge a filter, read as the letters they stand for.
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case, accents dropped, look-alike digits read as letters. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c);
}

// The lists folded as names are, so 'хуй' matches however its letters were written.
const ANYWHERE = BLOCKED_ANYWHERE.map(fold);
const WHOLE = new Set(BLOCKED_WORDS.map(fold));

/** Whether the name holds a filtered word (as a whole word, or anywhere for the unmistakable ones). */
export function hasBlockedWord(name: string): boolean {
  const folded = fold(name);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const joined = words.join('');
  if (ANYWHERE.some((w) => joined.includes(w))) return true;
  return words.some((w) => WHOLE.has(w));
}

/** Trims, folds compatible characters (NFKC) and collapses runs of spaces: the form that is checked and stored. */
export function cleanCaseName(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** Checks a case name; length counts characters (code points) of the cleaned name. */
export function checkCaseName(raw: string): CaseNameVerdict {
  const name = cleanCaseName(raw);
  const length = Array.from(name).length;
  if (length < PLAYER_CASE_NAME_MIN) return { ok: false, problem: 'name_too_short' };
  if (length > PLAYER_CASE_NAME_MAX) return { ok: false, problem: 'name_too_long' };
  if (!ALLOWED.test(name) || !HAS_WORD.test(name)) return { ok: false, problem: 'name_charset' };
  if (LINK.test(name)) return { ok: false, problem: 'name_link' };
  if (hasBlockedWord(name)) return { ok: false, problem: 'name_blocked' };
  return { ok: true, name };
}

/** The lower-case form names are searched by (the server stores it beside the name). */
export const caseNameSearchKey = (name: string): string => cleanCaseName(name).toLowerCase();
