import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import houseRules from './house-rules.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

// A small app on disk: the test-placement rule looks for the tested module beside the test.
const root = mkdtempSync(path.join(tmpdir(), 'house-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const app = (file: string) => path.join(root, 'site/src', file);
for (const file of ['features/news/NewsCard.tsx', 'pages/NewsPage.tsx']) {
  mkdirSync(path.dirname(app(file)), { recursive: true });
  writeFileSync(app(file), 'export {};\n');
}

const rules = houseRules.rules;

tester.run('no-cross-feature-imports', rules['no-cross-feature-imports'], {
  valid: [
    { filename: app('features/news/components/NewsCard.tsx'), code: "import { a } from '../api/get-news';" },
    { filename: app('features/news/NewsCard.tsx'), code: "import { a } from '../../shared/banner';" },
    { filename: app('pages/NewsPage.tsx'), code: "import { a } from '../features/projects/api';" },
    { filename: app('features/news/NewsCard.tsx'), code: "import { a } from '@party/shared-ui';" },
  ],
  invalid: [
    {
      filename: app('features/news/components/NewsCard.tsx'),
      code: "import { projectKeys } from '../../projects/api/project-keys';",
      errors: [{ messageId: 'cross' }],
    },
    {
      filename: app('features/news/NewsCard.tsx'),
      code: "export { x } from '../gallery/x'; const y = import('../about/y');",
      errors: [{ messageId: 'cross' }, { messageId: 'cross' }],
    },
  ],
});

tester.run('query-keys-in-keys-file', rules['query-keys-in-keys-file'], {
  valid: [
    { filename: app('features/news/api/news-keys.ts'), code: "export const newsKeys = { all: ['news'] };" },
    {
      filename: app('features/news/api/get-news.ts'),
      code: "const localKeys = ['x']; export const other = 1;",
    },
  ],
  invalid: [
    {
      filename: app('features/news/api/types.ts'),
      code: "export const newsKeys = { all: ['news'] };",
      errors: [{ messageId: 'place' }],
    },
  ],
});

tester.run('styles-in-styles-folder', rules['styles-in-styles-folder'], {
  valid: [
    { filename: app('styles/news.css.ts'), code: 'export const newsCss = "";' },
    { filename: app('styles/inject.ts'), code: 'export {};' },
    { filename: app('features/news/NewsCard.tsx'), code: 'export {};' },
  ],
  invalid: [
    { filename: app('features/news/news.css.ts'), code: 'export {};', errors: [{ messageId: 'place' }] },
    { filename: app('styles/news-styles.ts'), code: 'export {};', errors: [{ messageId: 'place' }] },
    { filename: app('chrome/styles.ts'), code: 'export {};', errors: [{ messageId: 'place' }] },
  ],
});

tester.run('tests-beside-code', rules['tests-beside-code'], {
  valid: [
    { filename: app('features/news/NewsCard.test.tsx'), code: 'export {};' },
    { filename: app('pages/NewsPage.test.tsx'), code: 'export {};' },
    { filename: app('features/news/NewsCard.tsx'), code: 'export {};' },
  ],
  invalid: [
    {
      filename: app('features/news/news-page.test.tsx'),
      code: 'export {};',
      errors: [{ messageId: 'place' }],
    },
    { filename: app('pages/ProjectsPage.test.tsx'), code: 'export {};', errors: [{ messageId: 'place' }] },
  ],
});
