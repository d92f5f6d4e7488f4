import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { allSourceTexts } from '../packages/api-contract/src/i18n/sources';

/**
 * The English texts the pseudo-locale walk must not find on a page: every source text (t, m, tRich and translate
 * calls, the *_MSG messages), plus the words still written straight into the web app's JSX (what the lint rule
 * no-untranslated-text reports), so a word that was never wrapped in t() shows too. Only texts from the code:
 * hotel content (room names, dishes, people, the demo data) is never in it, however English it looks.
 */

const WEB = join(import.meta.dirname, '../apps/web/src');
const WORDS = /\p{L}{2,}/u;
/** The JSX attributes the lint rule checks: what browsers and screen readers show or say. */
const SHOWN = new Set(['label', 'placeholder', 'title', 'aria-label', 'alt', 'description', 'error', 'message', 'aria-description']);

function* webFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') yield* webFiles(path);
    } else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield path;
  }
}

/** Literal texts of a JSX child or shown attribute: a string, a template's fixed parts, a condition's branches. */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken) return literals(node.right);
  if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) return literals(node.expression);
  return [];
}

/** Texts written straight into the web app's JSX (children and shown attributes), as the lint rule finds them. */
export function untranslatedJsxTexts(): Set<string> {
  const texts = new Set<string>();
  for (const file of webFiles(WEB)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const add = (found: string[], at: ts.Node) => {
      // A line the lint rule was told to allow (a brand, a symbol) is meant to stay as it is.
      const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line;
      if (text.split('\n')[line - 1]?.includes('innkeep/no-untranslated-text')) return;
      for (const piece of found) if (WORDS.test(piece)) texts.add(piece);
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node)) add([node.text], node);
      else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
        add(literals(node.expression), node);
      else if (ts.isJsxAttribute(node) && SHOWN.has(node.name.getText(source))) add(literals(node.initializer), node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message's fixed text between its {placeholders} (nested plural and select options dropped). */
function fixedParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of message) {
    if (ch === '{') {
      if (depth === 0) parts.push(current);
      current = depth === 0 ? '' : current;
      depth += 1;
    } else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) current += ch;
  }
  parts.push(current);
  return parts.map(normalize).filter((part) => WORDS.test(part));
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/**
 * Finds English in a text shown on a page: a text equal to a source text (or to a fixed part of one with
 * placeholders), or containing a source text of two words or more as whole words. Case counts: a guest's
 * chat line "can I check in early?" is not the button "Check in".
 */
export class EnglishTexts {
  private readonly whole = new Set<string>();
  private readonly phrases: string[] = [];

  constructor(sources: Iterable<string>) {
    for (const source of sources) {
      for (const part of source.includes('{') ? fixedParts(source) : [normalize(source)]) {
        if (!WORDS.test(part)) continue;
        this.whole.add(part);
        if (part.includes(' ')) this.phrases.push(part);
      }
    }
    // Longest first: a text is reported by the fullest source text it contains.
    this.phrases.sort((a, b) => b.length - a.length);
  }

  /** The source text found in `shown`, if any. */
  find(shown: string): string | undefined {
    const text = normalize(shown);
    if (!WORDS.test(text)) return undefined;
    if (this.whole.has(text)) return text;
    for (const phrase of this.phrases) {
      if (phrase.length > text.length) continue;
      let at = text.indexOf(phrase);
      while (at !== -1) {
        if (!isLetter(text[at - 1]) && !isLetter(text[at + phrase.length])) return phrase;
        at = text.indexOf(phrase, at + 1);
      }
    }
    return undefined;
  }
}

/** Every English text of the app: source texts from the code and the words still written straight into JSX. */
export const englishTexts = (extra: Iterable<string> = []): EnglishTexts =>
  new EnglishTexts([...allSourceTexts(), ...untranslatedJsxTexts(), ...extra]);
