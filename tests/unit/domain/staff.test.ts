// Who may do what in the back office (src/domain/staff.ts): admin everything, support and finance their own area,
// and every role the reads open to all staff.
import { describe, expect, it } from 'vitest';
import { isStaffRole, roleAllows, type StaffNeed, type StaffRole } from '../../../src/domain/staff';

describe('roleAllows', () => {
  it.each<[StaffRole, StaffNeed, boolean]>([
    ['admin', 'admin', true],
    ['admin', 'finance', true],
    ['admin', 'support', true],
    ['admin', 'staff', true],
    ['finance', 'finance', true],
    ['finance', 'staff', true],
    ['finance', 'support', false],
    ['finance', 'admin', false],
    ['support', 'support', true],
    ['support', 'staff', true],
    ['support', 'finance', false],
    ['support', 'admin', false],
  ])('%s needing %s: %s', (role, need, allowed) => {
    expect(roleAllows(role, need)).toBe(allowed);
  });

  it('knows the roles and nothing else', () => {
    expect(['support', 'finance', 'admin'].every(isStaffRole)).toBe(true);
    expect(['staff', 'Admin', '', null, 1].some(isStaffRole)).toBe(false);
  });
});
