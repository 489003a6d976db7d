import { describe, expect, it } from 'vitest';
import { countLabel, initials, telHref, wardTitle } from './display';

describe('executive display helpers', () => {
  it('takes the initials of the first and last names', () => {
    expect(initials('Kwame Asante Mensah')).toBe('KM');
    expect(initials('  ama   owusu ')).toBe('AO');
    expect(initials('Nana')).toBe('N');
    expect(initials('Dr. Efua Sutherland-Addy')).toBe('DS');
    expect(initials('Ọlá Àdìsá')).toBe('ỌÀ');
    expect(initials('')).toBe('?');
  });

  it('dials digits only', () => {
    expect(telHref('032 202 4581')).toBe('tel:0322024581');
    expect(telHref('+233 (0)24-123-4567')).toBe('tel:+2330241234567');
  });

  it('names wards and counts', () => {
    expect(wardTitle('Ahodwo')).toBe('Ahodwo Ward');
    expect(wardTitle('Asokwa Central Ward')).toBe('Asokwa Central Ward');
    expect(countLabel(0, 'branch', 'branches')).toBe('No branches');
    expect(countLabel(1, 'branch', 'branches')).toBe('1 branch');
    expect(countLabel(5, 'ward')).toBe('5 wards');
  });
});
