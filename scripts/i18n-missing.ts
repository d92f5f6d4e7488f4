// Which source texts under some folders are not in a catalogue yet: `npx tsx scripts/i18n-missing.ts apps/web/src/pages/desk`.
// With no folder, all of them (the messages in api-contract's *_MSG objects included), as the catalogue test checks.
import { catalogueOf, LANGUAGES, type Language } from '@innkeep/api-contract';
import { allSourceTexts, sourceTextsInCode } from '../packages/api-contract/src/i18n/sources';

const folders = process.argv.slice(2);
const sources = folders.length > 0 ? sourceTextsInCode(folders) : allSourceTexts();
for (const language of LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en')) {
  const catalogue = await catalogueOf(language);
  const missing = [...sources].filter((source) => !(source in catalogue));
  console.log(`${language}: ${missing.length} missing`);
  for (const source of missing) console.log(`  ${JSON.stringify(source)}`);
}
