/**
 * npx tsx scripts/fake-theme-parks.ts [port]
 *
 * Serves the local stand-in for ThemeParks.wiki (api/providers/themeParks/testing) until
 * stopped, so the park widget works offline and with predictable data: start the server with
 * the printed THEMEPARKS_API_BASE.
 */
import { startFakeThemeParksWiki } from '../api/providers/themeParks/testing/fakeThemeParksWiki.ts';

const port = process.argv[2] ? Number(process.argv[2]) : undefined;
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error('usage: npx tsx scripts/fake-theme-parks.ts [port]');
  process.exit(2);
}
const fake = await startFakeThemeParksWiki({ port });
console.log(`Fake ThemeParks.wiki listening. Start the server with THEMEPARKS_API_BASE=${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
