import { describe, expect, it } from 'vitest';
import { element, escapeXml, rfc822, w3cDateTime } from './site-feeds.xml.js';

describe('the feeds’ XML', () => {
  it('escapes the five markup characters, in text and attributes alike', () => {
    expect(escapeXml(`Tom & Jerry <b> "quoted" 'single'`)).toBe(
      'Tom &amp; Jerry &lt;b&gt; &quot;quoted&quot; &apos;single&apos;',
    );
    // An entity already in the text is text, not markup: its ampersand is escaped too.
    expect(element('title', 'a &amp; b')).toBe('<title>a &amp;amp; b</title>');
  });

  it('keeps non-ASCII text, tabs and line breaks, and drops what XML 1.0 cannot hold', () => {
    expect(escapeXml('Ɔdɔ yɛ dɛ 🇬🇭 — naïve\tline\nnext\r')).toBe('Ɔdɔ yɛ dɛ 🇬🇭 — naïve\tline\nnext\r');
    expect(escapeXml('bell\u0007 vt\u000B nul\u0000 ffff\uFFFF')).toBe('bell vt nul ffff');
    // A lone surrogate is dropped; a pair (an emoji) is kept.
    expect(escapeXml('a\uD83Cb\uDF89c\uD83C\uDF89')).toBe('abc🎉');
  });

  it('writes RSS dates in RFC 822 and sitemap dates as W3C datetimes, both in UTC', () => {
    const date = new Date('2026-03-06T09:05:07.891Z');
    expect(rfc822(date)).toBe('Fri, 06 Mar 2026 09:05:07 GMT');
    expect(w3cDateTime(date)).toBe('2026-03-06T09:05:07Z');
  });
});
