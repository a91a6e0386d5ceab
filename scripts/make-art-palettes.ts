// npm run make:art-palettes: the shipped rug pictures' palettes, made with sharp and written beside
// the code that reads them (server/products/built-in-art.ts), so a new database does not spend two
// seconds making them at its first start. Run it after adding or changing a picture in
// site/public/images/rugs; server/products/built-in-art.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { makeShippedPalettes, SHIPPED_PALETTES_FILE } from '../server/products/built-in-art.ts';

const made = await makeShippedPalettes();
writeFileSync(SHIPPED_PALETTES_FILE, `${JSON.stringify(made, null, 2)}\n`);
console.log(`Wrote the palettes of ${Object.keys(made).length} pictures to ${SHIPPED_PALETTES_FILE}`);
