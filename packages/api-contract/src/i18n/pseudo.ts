import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i]!,
  ]),
);

const accent = (text: string) => [...text].map((ch) => ACCENTED[ch] ?? ch).join('');

/** Roughly 30% longer, as German and Spanish often are: padding inside the brackets. */
const pad = (length: number) => '·'.repeat(Math.ceil(length * 0.3));

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/**
 * A source text in the pseudo-locale: letters accented, the text bracketed and padded 30% longer, while
 * placeholders, plurals and tags stay as they are (the message is transformed in its parsed form).
 */
export function pseudoMessage(source: string): MessageFormatElement[] {
  const ast = parse(source, { ignoreTag: false });
  const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });
  return [literal('['), ...transform(ast), literal(` ${pad(source.length)}]`)];
}
