import { describe, expect, it } from 'vitest';
import { companySlug } from './company-slug';

describe('companySlug', () => {
  it.each<[string, string[], string]>([
    ['Grower Farms', [], 'grower-farms'],
    ['  Böhm & Sons Pty. Ltd. ', [], 'bohm-sons-pty-ltd'],
    ['Grower Farms', ['grower-farms'], 'grower-farms-2'],
    ['Grower Farms', ['grower-farms', 'grower-farms-2'], 'grower-farms-3'],
    ['!!!', [], 'company'],
  ])('%s with %j → %s', (name, taken, expected) => expect(companySlug(name, taken)).toBe(expected));
});
