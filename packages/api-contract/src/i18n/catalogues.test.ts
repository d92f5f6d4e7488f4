import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage, type Language } from './languages';
import { allSourceTexts } from './sources';
import { catalogueOf, translate } from './translate';

/** The placeholders and tags a message uses: a translation must use the same ones. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}
const argumentsIn = (message: string) => [...argumentsOf(parse(message))].sort();

const sources = allSourceTexts();
const others = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

describe('catalogues', () => {
  it('finds the source texts in the code', () => {
    expect(sources.has('Language')).toBe(true);
    expect(sources.has('Passwords do not match')).toBe(true);
  });

  it.each(others)('%s has every source text, no stale one, with the same placeholders', async (language) => {
    const catalogue = await catalogueOf(language);
    const missing = [...sources].filter((source) => !(source in catalogue));
    const stale = Object.keys(catalogue).filter((source) => !sources.has(source));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    const mismatched = Object.entries(catalogue).filter(([source, message]) => argumentsIn(source).join() !== argumentsIn(message).join());
    expect(mismatched).toEqual([]);
  });

  it('chooses plurals and fills placeholders in each language', async () => {
    const nights = '{count, plural, one {# night} other {# nights}}';
    expect(translate('en', nights, { count: 1 })).toBe('1 night');
    expect(translate('en', nights, { count: 3 })).toBe('3 nights');
    expect(translate('en-XA', 'Language')).toMatch(/^\[Ļàñĝüàĝé ·+\]$/);
  });
});

describe('pickLanguage', () => {
  it('takes the first language we have by quality', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,de;q=0.8,es;q=0.7')).toBe('de');
    expect(pickLanguage('es-MX')).toBe('es');
    expect(pickLanguage('fr, *;q=0.1')).toBeUndefined();
    expect(pickLanguage(['it', 'de-AT'])).toBe('de');
    expect(pickLanguage(undefined)).toBeUndefined();
  });
});
