/** The i18n key naming a period of 1, 2 or 3 days ("1 day", "2 days"...), for texts without plural keys. */
export function periodKey(days: number): 'account.day1' | 'account.day2' | 'account.day3' {
  return days <= 1 ? 'account.day1' : days === 2 ? 'account.day2' : 'account.day3';
}
