// Node only (tests and the end-to-end pseudo-locale walk): every source text the app can show, read from the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import * as contract from '../index';

const ROOT = join(import.meta.dirname, '../../../..');
const CODE_DIRS = ['apps/web/src', 'apps/api/src', 'packages/api-contract/src', 'packages/db/src'];

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/catalogues/')) yield path;
  }
}

/** Calls whose first argument is a source text: t('…'), m('…'), and a language's translate(language, '…'). */
const SOURCE_AT: Record<string, number> = { t: 0, m: 0, translate: 1, translateRich: 1, tRich: 0 };

function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** Source texts written in the code (or in some folders of it, relative to the repository): t, m, tRich and translate calls. */
export function sourceTextsInCode(dirs: readonly string[] = CODE_DIRS): Set<string> {
  const texts = new Set<string>();
  for (const dir of dirs) {
    const path = join(ROOT, dir);
    for (const file of path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : codeFiles(path)) {
      const text = readFileSync(file, 'utf8');
      const source = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        false,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
          const at = ts.isIdentifier(callee) ? SOURCE_AT[callee.text] : undefined;
          const found = at === undefined ? undefined : literal(node.arguments[at]);
          if (found !== undefined) texts.add(found);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return texts;
}

/** Exported objects of fixed texts: messages (*_MSG), labels of values (*_LABELS, *_NAMES, *_ACTIONS), definitions. */
const TEXT_OBJECTS = /(^|_)(MSG|LABELS|NAMES|ACTIONS|DEFINITIONS)$/;
/** Names that stay as they are in every language: each language named in itself, the channels' brands. */
const AS_WRITTEN = new Set(['LANGUAGE_NAMES', 'CHANNEL_NAMES']);

function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'object' && value !== null) for (const entry of Object.values(value)) stringsIn(entry, into);
}

/** The fixed texts api-contract keeps in objects (their texts are source texts as they are). */
export function sourceTextsInMessages(): Set<string> {
  const texts = new Set<string>();
  for (const [name, value] of Object.entries(contract)) if (TEXT_OBJECTS.test(name) && !AS_WRITTEN.has(name)) stringsIn(value, texts);
  return texts;
}

export const allSourceTexts = (): Set<string> => new Set([...sourceTextsInCode(), ...sourceTextsInMessages()]);
