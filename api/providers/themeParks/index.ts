/**
 * The theme-park provider by configuration: ThemeParks.wiki at
 * THEMEPARKS_API_BASE (its public v1 API by default, or a local fake), cached in this database.
 * There is no separate local provider: with the upstream out of reach, the last good copy is
 * served, and with none the widget shows its error view.
 */
import type { Db } from '@db/index.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createLiveParksProvider } from './provider.ts';
import type { ThemeParksProvider } from './types.ts';
import { createThemeParksWikiClient } from './wiki.ts';

export function createThemeParksProvider(config: Config, db: Db, logger: Logger): ThemeParksProvider {
  return createLiveParksProvider({
    db,
    source: createThemeParksWikiClient({ apiBase: config.themeParksApiBase }),
    logger,
  });
}
