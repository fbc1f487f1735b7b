// Every package the code imports is declared in package.json: a package that is only present
// because something else depends on it can disappear with any update of that something.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The code trees, and the configuration files at the root (vite, vitest, playwright). */
const TREES = ['src', 'scripts', 'tests', 'e2e'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

interface ImportSite {
  /** Repository-relative path. */
  file: string;
  line: number;
  specifier: string;
  /** `import type …`, `export type … from`, `/// <reference types>`: needs only the package's types. */
  typeOnly: boolean;
}

function codeFiles(): string[] {
  const out = readdirSync(REPO).filter((name) => CODE.test(name));
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(rel);
      } else if (CODE.test(entry.name)) out.push(rel);
    }
  };
  for (const tree of TREES) walk(tree);
  return out.sort();
}

/** Import specifiers of one file, read with the TypeScript parser (static, dynamic, re-exports, type references). */
function importsOf(file: string, text: string): ImportSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const sites: ImportSite[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean) =>
    sites.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, specifier, typeOnly });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) add(node, expression.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const [first] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && first && ts.isStringLiteralLike(first)) add(node, first.text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(node, literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const reference of source.typeReferenceDirectives) {
    const line = source.getLineAndCharacterOfPosition(reference.pos).line + 1;
    sites.push({ file, line, specifier: reference.fileName, typeOnly: true });
  }
  return sites;
}

/** The package a bare specifier names (`vike/api` → `vike`, `@scope/pkg/x` → `@scope/pkg`), or null for relative paths and built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? `node:${name}` : name;
}

/** `@types/<name>` for a package name (`@scope/pkg` → `@types/scope__pkg`). */
const typesPackageOf = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/** Problems, one line each: `file:line: "specifier" needs "package" in package.json`. */
function undeclaredImports(sites: ImportSite[], declared: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const site of sites) {
    const name = packageOf(site.specifier);
    if (name === null) continue;
    if (name.startsWith('node:')) {
      problems.push(
        `${site.file}:${site.line}: "${site.specifier}" is a Node built-in: write "node:${site.specifier}"`,
      );
      continue;
    }
    if (declared.has(name) || (site.typeOnly && declared.has(typesPackageOf(name)))) continue;
    const wanted = site.typeOnly ? `"${name}" or "${typesPackageOf(name)}"` : `"${name}"`;
    problems.push(`${site.file}:${site.line}: "${site.specifier}" needs ${wanted} in package.json`);
  }
  return problems;
}

function declaredPackages(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return new Set(
    ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
}

describe('declared packages', () => {
  it('package.json declares every package that src, scripts, tests, e2e and the config files import', () => {
    const files = codeFiles();
    expect(files).toContain('scripts/build/site.ts');
    expect(files).toContain('vite.config.ts');
    const sites = files.flatMap((file) => importsOf(file, readFileSync(path.join(REPO, file), 'utf8')));
    expect(sites.length).toBeGreaterThan(100);
    expect(undeclaredImports(sites, declaredPackages())).toEqual([]);
  });

  it('package.json declares the type packages tsconfig.json loads', () => {
    const config = ts.readConfigFile(path.join(REPO, 'tsconfig.json'), ts.sys.readFile).config as {
      compilerOptions?: { types?: string[] };
    };
    const sites = (config.compilerOptions?.types ?? []).map((specifier) => ({
      file: 'tsconfig.json',
      line: 1,
      specifier,
      typeOnly: true,
    }));
    expect(sites.length).toBeGreaterThan(0);
    expect(undeclaredImports(sites, declaredPackages())).toEqual([]);
  });

  it('names the file, line and package of an undeclared import, and accepts what is declared', () => {
    const text = [
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import { build } from 'vike/api';",
      "import type { Root } from 'hast';",
      "import { visit } from 'unist-util-visit';",
      "import local from './local.ts';",
      "export { x } from '@scope/tool/sub';",
      "const lazy = await import('lazy-pkg');",
      "type T = import('typed-only').T;",
    ].join('\n');
    const sites = importsOf('scripts/example.ts', text);
    expect(sites.map((s) => [s.specifier, s.typeOnly])).toEqual([
      ['node:fs', false],
      ['path', false],
      ['vike/api', false],
      ['hast', true],
      ['unist-util-visit', false],
      ['./local.ts', false],
      ['@scope/tool/sub', false],
      ['lazy-pkg', false],
      ['typed-only', true],
    ]);
    expect(undeclaredImports(sites, new Set(['vike', '@types/hast', '@types/typed-only']))).toEqual([
      'scripts/example.ts:2: "path" is a Node built-in: write "node:path"',
      'scripts/example.ts:5: "unist-util-visit" needs "unist-util-visit" in package.json',
      'scripts/example.ts:7: "@scope/tool/sub" needs "@scope/tool" in package.json',
      'scripts/example.ts:8: "lazy-pkg" needs "lazy-pkg" in package.json',
    ]);
    // A value import is not satisfied by the types package alone.
    expect(undeclaredImports(importsOf('a.ts', "import { x } from 'hast';"), new Set(['@types/hast']))).toEqual([
      'a.ts:1: "hast" needs "hast" in package.json',
    ]);
  });
});
