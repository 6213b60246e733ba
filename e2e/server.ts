/** Starts the real server for end-to-end runs on a throw-away data directory. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeThemeParksWiki } from '../api/providers/themeParks/testing/fakeThemeParksWiki.ts';
import { e2eDataDir } from './dataDir.ts';
import { hostileFeedXml } from './fixtures/hostileFeed.ts';

const dataDir = e2eDataDir(process.env.PORT);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
process.env.DATA_DIR = dataDir;
process.env.DEMO_DATA = 'true';
// Inbound mail is signed by the mail service; journeys sign their deliveries with this secret.
process.env.INBOUND_EMAIL_SECRET = 'e2e-inbound-mail-secret-0123456789';
// Every journey registers agents of its own, all from this one address: the hourly cap on new
// accounts per network is the product's rule, not something a journey should run into.
process.env.REGISTRATIONS_PER_IP_PER_HOUR = '10000';
// The same for blog comments: the cap is tested on its own (api/routes/blog/comments.test.ts).
process.env.COMMENTS_PER_IP_PER_HOUR = '10000';
// The same for the assistant's chat (api/routes/chat/chat.test.ts tests its caps).
process.env.CHAT_MESSAGES_PER_IP_PER_HOUR = '10000';
process.env.CHAT_MESSAGES_PER_SESSION_PER_HOUR = '10000';
process.env.CHECKOUTS_PER_IP_PER_HOUR = '10000';
delete process.env.DATABASE_URL;
// A feed carrying every hostile payload, imported as the server starts, as an agency's feed
// would be: the journey that renders it checks nothing of it runs (hostile-html-never-runs).
const hostileFeed = path.join(dataDir, 'hostile-feed.xml');
fs.writeFileSync(hostileFeed, hostileFeedXml());
process.env.BLOG_FEED_URL = pathToFileURL(hostileFeed).href;
// Live park data from a local stand-in for ThemeParks.wiki, in this process: every journey sees
// the same parks, open now, and none reaches the internet.
const themeParks = await startFakeThemeParksWiki();
process.env.THEMEPARKS_API_BASE = themeParks.url;

await import('../api/main.ts');
