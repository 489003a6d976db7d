import { describe, expect, it } from 'vitest';
import { groupInFours, recoveryCodesText, svgImageSrc, textFileHref } from './recovery-codes-file';

describe('what the person saves', () => {
  it('writes the codes one a line under what they are for', () => {
    const text = recoveryCodesText(['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'], 'kofi', 'Constituency Branch');
    expect(text.split('\n')).toEqual([
      'Recovery codes for kofi on Constituency Branch',
      '',
      'Each code signs you in once, in place of a code from your authenticator app.',
      'Keep them somewhere safe. Making new codes stops these from working.',
      '',
      'abcd-efgh-jkmn',
      'pqrs-tuvw-xyz2',
      '',
    ]);
    expect(decodeURIComponent(textFileHref(text).replace('data:text/plain;charset=utf-8,', ''))).toBe(text);
  });

  it('groups a key in fours, and makes an image address of an SVG', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupInFours('ABCDEF')).toBe('ABCD EF');
    expect(svgImageSrc('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    );
  });
});
