import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ownCopy } from '../../src/core/own-copy.ts';

function sumOf(values: number[], scale: number): number {
  let sum = 0;
  for (const v of values) sum += v * scale;
  return sum;
}

describe('ownCopy', () => {
  it('gives each key a copy of its own that behaves as the function, made once', () => {
    const copyOf = ownCopy(sumOf);
    const [a, b] = [copyOf('a'), copyOf('b')];
    expect(a).not.toBe(sumOf);
    expect(a).not.toBe(b);
    expect(copyOf('a')).toBe(a);
    for (const f of [a, b]) expect(f([1, 2, 3], 2)).toBe(sumOf([1, 2, 3], 2));
  });

  it('compiles the copies strict, as the module that wrote the function is', () => {
    const thisOf = ownCopy(function (this: unknown) {
      return this;
    });
    expect(thisOf('a')()).toBeUndefined();
  });

  it('gives the function itself where code may not be made from strings, and the engine plays on', () => {
    const script = `
      import { ownCopy } from './src/core/own-copy.ts';
      import { playGame } from './src/core/play.ts';
      import { Rng } from './src/core/rng.ts';
      import { seatBots } from './src/bots/seat.ts';
      import { labyrinth } from './src/games/labyrinth/index.ts';
      const f = (x) => x + 1;
      const copy = ownCopy(f)('a');
      const { state } = playGame(labyrinth.rules, { width: 5, height: 4 }, seatBots(labyrinth.profile, ['maker', 'maker'], new Rng('s')));
      console.log(JSON.stringify([copy === f, copy(1), labyrinth.rules.outcome(state)?.reason]));`;
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([true, 2, 'complete']);
  });
});

/**
 * The names a function given to ownCopy reads from outside itself, in the
 * source file `file`: a copy is compiled apart from its module, so each must
 * be a global. Types are erased, and so are not counted.
 */
function outsideNames(file: string): string[] {
  const program = ts.createProgram([file], { strict: true, allowImportingTsExtensions: true, noEmit: true, target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.NodeNext });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file) as ts.SourceFile;
  const copied = new Set<string>();
  const visitCalls = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'ownCopy' && node.arguments[0] && ts.isIdentifier(node.arguments[0]))
      copied.add(node.arguments[0].text);
    ts.forEachChild(node, visitCalls);
  };
  visitCalls(source);
  const outside: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !copied.has(statement.name.text)) continue;
    const fn = statement;
    const inType = (node: ts.Node) => {
      for (let n: ts.Node | undefined = node; n && n !== fn; n = n.parent) if (ts.isTypeNode(n) || ts.isTypeParameterDeclaration(n)) return true;
      return false;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !inType(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
        const declarations = checker.getSymbolAtLocation(node)?.declarations ?? [];
        const local = declarations.some((d) => d.getSourceFile() === source && d.pos >= fn.pos && d.end <= fn.end);
        const global = declarations.length > 0 && declarations.every((d) => d.getSourceFile().isDeclarationFile);
        if (!local && !global) outside.push(`${fn.name?.text}: ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
  }
  return outside;
}

describe('the functions given to ownCopy', () => {
  it('use nothing but their arguments and the globals (core/play.ts)', () => {
    expect(outsideNames(fileURLToPath(new URL('../../src/core/play.ts', import.meta.url)))).toEqual([]);
  });

  it('are caught when they read a name of their module', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'own-copy-'));
    const file = path.join(dir, 'loop.ts');
    writeFileSync(file, `declare function ownCopy<F>(f: F): (key: string) => F;\nconst STEP = 2;\nfunction loop(n: number): number {\n  let sum = 0;\n  for (let i = 0; i < n; i += STEP) sum += Math.abs(i);\n  return sum;\n}\nexport const loopOf = ownCopy(loop);\n`);
    expect(outsideNames(file)).toEqual(['loop: STEP']);
  });
});
