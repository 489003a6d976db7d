import { describe, expect, it } from 'vitest';
import { documentTitle, headTags, scriptJson, styleTags } from './head-tags';
import { createServerRender } from './server-render';

const site = { url: 'https://www.example.org', name: 'Constituency Branch', description: 'The branch site.' };

const renderWith = (head: ReturnType<typeof createServerRender>['head']) => ({
  ...createServerRender(),
  head,
});

describe('headTags', () => {
  it('gives an article its title, description, canonical address, preview card and structured data', () => {
    const tags = headTags(
      site,
      renderWith({
        title: 'Town hall on the "2026" agenda',
        description: 'Roads, water & jobs.',
        path: '/news/abc',
        type: 'article',
        image: '/api/media/1',
        publishedTime: '2026-11-24T09:00:00.000Z',
        modifiedTime: '2026-11-25T09:00:00.000Z',
        jsonLd: [{ '@type': 'NewsArticle', headline: 'Town hall' }],
      }),
    );
    expect(tags).toContain('<title>Town hall on the &quot;2026&quot; agenda · Constituency Branch</title>');
    expect(tags).toContain('<meta name="description" content="Roads, water &amp; jobs." />');
    expect(tags).toContain('<link rel="canonical" href="https://www.example.org/news/abc" />');
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain('<meta property="og:url" content="https://www.example.org/news/abc" />');
    expect(tags).toContain('<meta property="og:image" content="https://www.example.org/api/media/1" />');
    expect(tags).toContain('<meta property="article:published_time" content="2026-11-24T09:00:00.000Z" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('"@type":"Organization"');
    expect(tags).toContain('{"@type":"NewsArticle","headline":"Town hall"}');
  });

  it("describes a page that says nothing of itself by the site's own words, and a missing page as not for indexing", () => {
    const tags = headTags(site, renderWith({ title: 'Page not found', noIndex: true }));
    expect(tags).toContain('<meta name="description" content="The branch site." />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('names the home page by the site alone', () => {
    expect(documentTitle(site, {})).toBe('Constituency Branch');
    expect(documentTitle(site, { title: 'Constituency Branch' })).toBe('Constituency Branch');
    expect(documentTitle(site, { title: 'News' })).toBe('News · Constituency Branch');
  });

  it('writes structured data that no text can break out of', () => {
    const json = scriptJson({ headline: '</script><script>alert(1)</script>', note: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>', note: '\u2028' });
  });
});

describe('styleTags', () => {
  it("writes the page's sheets as the browser marks them, the design system's first when it was used", () => {
    const render = createServerRender();
    render.styles.set('ps-news', '.ps-news{}');
    expect(styleTags(render)).toBe('<style data-page-style="ps-news">.ps-news{}</style>');
    render.designSystem = true;
    expect(styleTags(render)).toMatch(
      /^<style data-party-ui="">[\s\S]*<\/style>\n<style data-page-style="ps-news">/,
    );
  });
});
