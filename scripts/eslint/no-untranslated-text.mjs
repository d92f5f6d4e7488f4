// Words a person reads must come from the catalogues (t('…') in apps/web/src/i18n): this rule finds words written
// straight into JSX, as text or in the attributes screen readers and browsers show.
const SHOWN_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
  'error',
  'message',
  'aria-description',
]);
const WORDS = /\p{L}{2,}/u;

/** @param {string} text */
const hasWords = (text) => WORDS.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow user-visible words written in JSX instead of taken from the catalogues' },
    messages: { literal: 'Visible text "{{text}}" is not translated: use t(…) from i18n/language.tsx' },
    schema: [],
  },
  create(context) {
    /** @param {any} node JSX nodes are not in ESTree's types. @param {string} text */
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    /** @param {any} node @param {any} expression */
    const checkExpression = (node, expression) => {
      if (expression?.type === 'Literal' && typeof expression.value === 'string' && hasWords(expression.value))
        report(node, expression.value);
      if (
        expression?.type === 'TemplateLiteral' &&
        expression.quasis.some((/** @type {any} */ quasi) => hasWords(quasi.value.cooked ?? ''))
      ) {
        report(node, expression.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked).join('…'));
      }
    };
    return {
      /** @param {any} node */
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') checkExpression(node, node.expression);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!SHOWN_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') checkExpression(node, node.value);
        else if (node.value.type === 'JSXExpressionContainer') checkExpression(node, node.value.expression);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
