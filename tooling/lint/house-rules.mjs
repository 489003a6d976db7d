// The house rules of the frontends, as lint rules: where a feature's code, tests, styles and query keys
// live, and that features do not reach into each other. Each message says the rule and the way out.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** `<app>/src/features/<feature>/…` → the app's features folder and the feature's name. */
function featureOf(file) {
  const match = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)[\\/]/.exec(file);
  return match ? { featuresDir: match[1], feature: match[2] } : null;
}

/** The `src` folder an app file belongs to, or null outside one. */
function srcOf(file) {
  const match = /^(.*[\\/]src)[\\/]/.exec(file);
  return match ? match[1] : null;
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of the file. */
function eachImport(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports nothing from another feature of the same app.' },
    schema: [],
    messages: {
      cross:
        'features/{{from}} must not import features/{{to}}: features change and are reviewed on their own. Move what both need to src/shared/ (or to @party/shared-ui when other apps need it too).',
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    return eachImport((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), specifier) + path.sep);
      if (target && target.featuresDir === here.featuresDir && target.feature !== here.feature) {
        context.report({ node, messageId: 'cross', data: { from: here.feature, to: target.feature } });
      }
    });
  },
};

const KEYS_FILE = /[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+-keys\.ts$/;

const queryKeysInKeysFile = {
  meta: {
    type: 'suggestion',
    docs: { description: "A feature's query keys are declared in its api/<name>-keys.ts." },
    schema: [],
    messages: {
      place:
        "Query keys ({{name}}) live in the feature's api/<name>-keys.ts, in every feature: one place to look when a mutation must invalidate them.",
    },
  },
  create(context) {
    if (KEYS_FILE.test(context.filename) || /\.test\.tsx?$/.test(context.filename)) return {};
    return {
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type === 'Identifier' && /Keys$/.test(node.id.name)) {
          context.report({ node: node.id, messageId: 'place', data: { name: node.id.name } });
        }
      },
    };
  },
};

const stylesInStylesFolder = {
  meta: {
    type: 'suggestion',
    docs: { description: "An app's style modules are src/styles/<name>.css.ts." },
    schema: [],
    messages: {
      place:
        "Style modules live in the app's src/styles/ and are named <name>.css.ts (the feature or component they style), in every app.",
    },
  },
  create(context) {
    const file = context.filename;
    const src = srcOf(file);
    if (!src) return {};
    const inStyles = path.dirname(file) === path.join(src, 'styles');
    const isStyle = /\.css\.ts$/.test(file) || /[\\/][^\\/]*styles?\.tsx?$/.test(file);
    const ok = inStyles ? /\.css\.ts$/.test(file) || /[\\/]inject\.ts$/.test(file) : !isStyle;
    if (ok) return {};
    return { Program: (node) => context.report({ node, loc: { line: 1, column: 0 }, messageId: 'place' }) };
  },
};

const testsBesideCode = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A test sits beside the module it tests and carries its name.' },
    schema: [],
    messages: {
      place:
        'A test sits beside the module it tests and carries its name ({{expected}}), so that every feature keeps its tests the same way.',
    },
  },
  create(context) {
    const file = context.filename;
    const match = /^(.*)\.test\.(tsx?)$/.exec(file);
    if (!match) return {};
    const base = match[1];
    const names = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
    if (names.some((ext) => existsSync(base + ext))) return {};
    const siblings = readdirSync(path.dirname(file));
    const expected = `${path.basename(base)}.ts(x)`;
    if (siblings.length === 0) return {};
    return {
      Program: (node) =>
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'place', data: { expected } }),
    };
  },
};

export default {
  meta: { name: 'house-rules' },
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'query-keys-in-keys-file': queryKeysInKeysFile,
    'styles-in-styles-folder': stylesInStylesFolder,
    'tests-beside-code': testsBesideCode,
  },
};
