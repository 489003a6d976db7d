import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the TypeScript files under a folder (a frontend's `src/`). A cycle makes the order
 * in which modules are evaluated decide whether a binding is there yet, and it ties files together that
 * should be read, tested and moved one at a time, so none is allowed; a type-only import counts, since
 * it ties the files together just the same. Dynamic `import()` does not count: it is how a route loads
 * its page lazily, and it runs after every static import has been evaluated.
 *
 * Only imports that resolve to a file under the folder are followed; another package cannot import back
 * into it (lint keeps packages layered).
 */

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !entry.includes('node_modules'))
    .map((entry) => path.join(dir, entry))
    .sort();
}

/** The module specifiers of a file's static `import … from` and `export … from` declarations. */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Each file's imports of other files under `dir`, as absolute paths. */
export function importGraph(dir: string): Map<string, string[]> {
  const root = path.resolve(dir);
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  const cache = ts.createModuleResolutionCache(root, (name) => name, COMPILER_OPTIONS);
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of staticSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, COMPILER_OPTIONS, ts.sys, cache).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * One cycle per group of files that import each other (a strongly connected component), written as the
 * path that closes it, relative to `dir`: `['a.ts', 'b.ts', 'a.ts']`.
 */
export function findImportCycles(dir: string): string[][] {
  const root = path.resolve(dir);
  const graph = importGraph(root);

  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = graph.get(file)?.includes(file) ?? false;
      if (component.length > 1 || selfImport) components.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    return cycleThrough(start, graph, members).map((file) => path.relative(root, file));
  });
}

/** A shortest path from `start` back to itself inside one component (breadth first). */
function cycleThrough(start: string, graph: Map<string, string[]>, members: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) {
          cycle.unshift(at);
        }
        cycle.unshift(start);
        return cycle;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
