import { describe, expect, it } from 'vitest';
import { companyBillingState, type CompanyBillingFacts } from './company-billing-state';

const now = new Date('2026-11-26T02:00:00Z');
const base: CompanyBillingFacts = {
  planKey: 'farm_bundle_1',
  paid: false,
  trialStatus: null,
  freeUntil: null,
  firstBilledAt: null,
};

// Spec §2 "Start Trial or Billing" (in_use, declined, completed) and §9 prices (free, all access and admin are not billed).
describe('companyBillingState', () => {
  it.each<[string, Partial<CompanyBillingFacts>, string]>([
    ['no plan', { planKey: null }, 'No plan chosen'],
    ['free plan', { planKey: 'free_access_1' }, 'Free plan'],
    ['all access is given', { planKey: 'all_access_1', paid: true }, 'Given by the network'],
    ['admin is given', { planKey: 'admin_1', paid: true }, 'Given by the network'],
    ['plan chosen, nothing started', {}, 'Set-up not finished'],
    [
      'trial running (Adelaide date)',
      { trialStatus: 'in_use', freeUntil: new Date('2026-12-05T14:00:00Z') },
      'Free trial until 06 Dec 2026',
    ],
    [
      'trial over, not yet charged',
      { trialStatus: 'in_use', freeUntil: new Date('2026-11-20T00:00:00Z') },
      'Trial ended, first charge due',
    ],
    [
      'trial ended, billing',
      { trialStatus: 'completed', firstBilledAt: new Date('2026-10-01T00:00:00Z'), paid: true },
      'Billing',
    ],
    [
      'trial declined, billing',
      { trialStatus: 'declined', firstBilledAt: new Date('2026-10-01T00:00:00Z'), paid: true },
      'Billing (trial declined)',
    ],
    ['trial declined, charge pending', { trialStatus: 'declined' }, 'Billing started, first charge due'],
  ])('%s', (_name, facts, expected) => {
    expect(companyBillingState({ ...base, ...facts }, now)).toBe(expected);
  });
});
