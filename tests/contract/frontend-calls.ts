import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds every call the frontends make through the shared API client (`api.get('/news', { params })`,
 * `api.upload(path, form, { method: 'PUT' })`, …) by reading their TypeScript sources with the compiler's
 * own parser and type checker: a call is one whose receiver is typed `ApiClient`, whatever the variable is
 * called. Paths built from template literals, constants and small path helpers (`constituencyPath(id)`) are
 * followed to every string they can be; what cannot be followed is reported, never skipped.
 */

export const FRONTEND_SOURCES = ['public-site/src', 'auth-remote/src', 'admin-console/src', 'shared-ui/src'];

/** The client itself forwards calls with paths it is given; its own files are not callers. */
const CLIENT_DIR = 'shared-ui/src/api-client';

/** A path segment that the caller fills in at run time (a path parameter). */
export const PARAMETER = '{}';

export interface FrontendCall {
  /** Where the call is, `admin-console/src/features/news/api/get-news.ts:10`. */
  where: string;
  method: string;
  /** The path as the client is given it (without `/api`), `{}` for each part filled in at run time. */
  path: string;
  /** Query parameter names sent with `params` (or written into the path). */
  query: string[];
}

export interface ScanResult {
  calls: FrontendCall[];
  /** Calls whose method, path or query could not be worked out, with the reason. */
  unresolved: string[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'upload', 'request']);
const isTestFile = (file: string) => /\.test\.tsx?$|test-utils\.tsx?$|test-api-server\.ts$/.test(file);

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const dir of FRONTEND_SOURCES) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = path.join(root, dir, entry);
      if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTestFile(file)) files.push(file);
    }
  }
  return files.sort();
}

class Unresolvable extends Error {}

export function scanFrontendCalls(root: string): ScanResult {
  const program = ts.createProgram({
    rootNames: sourceFiles(root),
    options: {
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
    },
  });
  const checker = program.getTypeChecker();
  const calls: FrontendCall[] = [];
  const unresolved: string[] = [];

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The initializer of a `const`, or undefined for anything that can change or comes from outside. */
  const constantValue = (declaration: ts.Declaration | undefined): ts.Expression | undefined =>
    declaration &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
      ? declaration.initializer
      : undefined;

  /** The expressions a function can return (its own returns, not those of functions inside it). */
  const returnedExpressions = (declaration: ts.Declaration | undefined): ts.Expression[] | undefined => {
    const fn =
      declaration && ts.isVariableDeclaration(declaration)
        ? declaration.initializer
        : (declaration as ts.Node);
    if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
      return undefined;
    }
    if (!fn.body) return undefined;
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return found;
  };

  const unwrap = (node: ts.Expression): ts.Expression => {
    let current = node;
    while (
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isNonNullExpression(current)
    ) {
      current = current.expression;
    }
    return current;
  };

  /** Every string `node` can be; undefined when it depends on run-time values. */
  const strings = (node: ts.Expression, depth = 0): string[] | undefined => {
    if (depth > 20) return undefined;
    const expr = unwrap(node);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isTemplateExpression(expr)) {
      let results = [expr.head.text];
      for (const span of expr.templateSpans) {
        const parts = strings(span.expression, depth + 1) ?? [PARAMETER];
        results = results.flatMap((start) => parts.map((part) => start + part + span.literal.text));
      }
      return results;
    }
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = strings(expr.left, depth + 1) ?? [PARAMETER];
      const right = strings(expr.right, depth + 1) ?? [PARAMETER];
      return left.flatMap((a) => right.map((b) => a + b));
    }
    if (ts.isConditionalExpression(expr)) {
      const whenTrue = strings(expr.whenTrue, depth + 1);
      const whenFalse = strings(expr.whenFalse, depth + 1);
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
    }
    if (ts.isIdentifier(expr)) {
      const value = constantValue(declarationOf(expr));
      return value ? strings(value, depth + 1) : undefined;
    }
    if (ts.isCallExpression(expr)) {
      const returned = returnedExpressions(declarationOf(expr.expression));
      if (!returned?.length) return undefined;
      const each = returned.map((r) => strings(r, depth + 1));
      return each.every((alternatives) => alternatives !== undefined) ? each.flat() : undefined;
    }
    return undefined;
  };

  /** Every set of property names an object expression can have (through spreads and conditionals). */
  const keySets = (node: ts.Expression, depth = 0): string[][] => {
    if (depth > 20) throw new Unresolvable('object too deep to follow');
    const expr = unwrap(node);
    if (ts.isConditionalExpression(expr)) {
      return [...keySets(expr.whenTrue, depth + 1), ...keySets(expr.whenFalse, depth + 1)];
    }
    if (ts.isIdentifier(expr)) {
      const value = constantValue(declarationOf(expr));
      if (!value) throw new Unresolvable(`cannot follow \`${expr.text}\` to an object literal`);
      return keySets(value, depth + 1);
    }
    if (!ts.isObjectLiteralExpression(expr)) {
      throw new Unresolvable(`cannot read the names of \`${expr.getText()}\``);
    }
    let sets: string[][] = [[]];
    for (const property of expr.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = keySets(property.expression, depth + 1);
        sets = sets.flatMap((set) => spread.map((more) => [...set, ...more]));
      } else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        const name = property.name.text;
        sets = sets.map((set) => [...set, name]);
      } else {
        throw new Unresolvable(`cannot read the property \`${property.getText()}\``);
      }
    }
    return sets;
  };

  /** The value expressions a property can take in an object expression (through spreads and conditionals). */
  const propertyValues = (node: ts.Expression | undefined, name: string, depth = 0): ts.Expression[] => {
    if (!node || depth > 20) return [];
    const expr = unwrap(node);
    if (ts.isConditionalExpression(expr)) {
      return [
        ...propertyValues(expr.whenTrue, name, depth + 1),
        ...propertyValues(expr.whenFalse, name, depth + 1),
      ];
    }
    if (ts.isIdentifier(expr)) {
      const value = constantValue(declarationOf(expr));
      if (value) return propertyValues(value, name, depth + 1);
      if (expr.text === 'undefined') return [];
      throw new Unresolvable(`cannot follow the options \`${expr.text}\``);
    }
    if (!ts.isObjectLiteralExpression(expr))
      throw new Unresolvable(`cannot read the options \`${expr.getText()}\``);
    const values: ts.Expression[] = [];
    for (const property of expr.properties) {
      if (ts.isSpreadAssignment(property))
        values.push(...propertyValues(property.expression, name, depth + 1));
      else if (ts.isPropertyAssignment(property) && property.name.getText() === name)
        values.push(property.initializer);
      else if (ts.isShorthandPropertyAssignment(property) && property.name.text === name)
        values.push(property.name);
    }
    return values;
  };

  const isClientCall = (
    call: ts.CallExpression,
  ): call is ts.CallExpression & {
    expression: ts.PropertyAccessExpression;
  } => {
    if (!ts.isPropertyAccessExpression(call.expression)) return false;
    if (!METHODS.has(call.expression.name.text)) return false;
    const type = checker.getTypeAtLocation(call.expression.expression);
    return (type.aliasSymbol ?? type.getSymbol())?.getName() === 'ApiClient';
  };

  const record = (call: ts.CallExpression & { expression: ts.PropertyAccessExpression }, where: string) => {
    const verb = call.expression.name.text;
    const [first, second, third] = call.arguments;
    const pathArg = verb === 'request' ? second : first;
    const options = verb === 'get' || verb === 'delete' ? second : third;

    let methods: string[];
    if (verb === 'request') {
      methods = (first && strings(first)) ?? [];
      if (!methods.length) throw new Unresolvable('cannot tell the method of api.request');
    } else if (verb === 'upload') {
      const given = propertyValues(third, 'method');
      methods = given.length ? given.flatMap((m) => strings(m) ?? []) : ['POST'];
      if (given.length && !methods.length) throw new Unresolvable('cannot tell the method of api.upload');
    } else {
      methods = [verb];
    }

    const paths = pathArg ? strings(pathArg) : undefined;
    if (!paths) throw new Unresolvable(`cannot follow the path \`${pathArg?.getText() ?? ''}\``);

    const querySets = propertyValues(options, 'params').flatMap((params) => keySets(params));
    const queryNames = [...new Set(querySets.flat())].sort();

    for (const method of methods) {
      for (const full of paths) {
        const [pathOnly = '', queryString] = full.split('?');
        const inline = queryString ? [...new URLSearchParams(queryString).keys()] : [];
        calls.push({
          where,
          method: method.toUpperCase(),
          path: pathOnly,
          query: [...new Set([...queryNames, ...inline])].sort(),
        });
      }
    }
  };

  for (const file of program.getSourceFiles()) {
    const relative = path.relative(root, file.fileName);
    if (file.isDeclarationFile || relative.startsWith('..') || relative.startsWith('node_modules')) continue;
    if (relative.startsWith(CLIENT_DIR) || isTestFile(relative)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isClientCall(node)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${relative}:${line}`;
        try {
          record(node, where);
        } catch (error) {
          if (!(error instanceof Unresolvable)) throw error;
          unresolved.push(`${where}: ${error.message}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unresolved };
}
