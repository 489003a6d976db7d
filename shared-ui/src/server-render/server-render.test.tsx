import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from '../design-system/page/Page';
import { useInjectedStyles } from '../page-styles/page-styles';
import { NotFoundPage } from '../routing/status-pages';
import {
  collectServerRender,
  createServerRender,
  serverRender,
  useHttpStatus,
  usePageHead,
} from './server-render';

function render(element: React.ReactElement) {
  const collected = createServerRender();
  const html = collectServerRender(collected, () => renderToString(element));
  return { html, collected };
}

function Article({ title }: { title: string }) {
  usePageHead({ title, description: 'What happened.', type: 'article' });
  useInjectedStyles('ps-news', '.ps-news { color: green; }');
  return (
    <Page title={title} subtitle="The latest news">
      <p>Body</p>
    </Page>
  );
}

describe('a server render', () => {
  it("collects the page's head, with its own words before those of its frame, its sheets and a 200", () => {
    const { html, collected } = render(<Article title="Town hall" />);
    expect(html).toContain('<h1 class="pui-page__title">Town hall</h1>');
    expect(collected.head).toEqual({ title: 'Town hall', description: 'What happened.', type: 'article' });
    expect(collected.styles.get('ps-news')).toBe('.ps-news { color: green; }');
    expect(collected.designSystem).toBe(true);
    expect(collected.status).toBe(200);
  });

  it("takes a plain page's title and description from its header", () => {
    const { collected } = render(<Page title="News" subtitle="The latest news" />);
    expect(collected.head).toEqual({ title: 'News', description: 'The latest news' });
  });

  it('answers 404 for the not-found page, which no search engine should index', () => {
    const { collected } = render(<NotFoundPage />);
    expect(collected.status).toBe(404);
    expect(collected.head).toMatchObject({ title: 'Page not found', noIndex: true });
  });

  it('keeps one render apart from the next, and collects nothing outside a render', () => {
    function Missing() {
      useHttpStatus(404);
      return null;
    }
    render(<Missing />);
    expect(render(<Page title="About" />).collected.status).toBe(200);
    expect(serverRender()).toBeUndefined();
  });
});
