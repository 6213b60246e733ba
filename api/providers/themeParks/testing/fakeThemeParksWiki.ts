/**
 * A local stand-in for ThemeParks.wiki's v1 API, for tests, the journeys' server and working
 * offline: node:http on 127.0.0.1, an ephemeral port, state in memory. It answers what
 * ../wiki.ts calls, for the seven parks of ../parks.ts, shaped like the upstream's answers:
 *
 * - `GET /v1/entity/{id}/live`: `{id, name, entityType: 'PARK', timezone, liveData[]}` with the
 *   park itself, a restaurant, attractions (STANDBY waits spread over green, yellow and red, one
 *   with none, one DOWN, one in REFURBISHMENT, one posting the placeholder 999; Disney's return
 *   times and Universal's paid line on some) and shows with today's showtimes as the operators
 *   write them: Disney's performances ("Performance Time") with their published ends, Universal's
 *   with the end repeating the start, and Disney's character meet-and-greets as one "Operating"
 *   window (one performance already over, the rest to come).
 * - `GET /v1/entity/{id}/schedule`: `{..., schedule[]}` with today's OPERATING hours around the
 *   current time (opening two hours before the current hour, closing thirteen hours after that
 *   opening), a ticketed event and tomorrow's hours.
 * - Any other entity: 404 with the upstream's error body.
 *
 * Everything is computed from the clock given (`now`), in America/New_York, so a test with its
 * own clock gets the same data on every run. Controls: `calls` and `callsTo` count requests per
 * path; `fail` makes a park (or all) answer 500, hang, send malformed JSON, leave data out or
 * leave out the documented array itself;
 * `heal` undoes it; `setWaitTime` changes one attraction's posted wait.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { PARK_IDS, type ParkId } from '@contract/themeParks.ts';
import { PARKS, type ParkDefinition } from '../parks.ts';

export type FakeFailureMode =
  /** 500 with an error body. */
  | 'error'
  /** Accepts the request and never answers (until healed or closed): the caller's timeout decides. */
  | 'hang'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** 200, but the schedule lists no hours and live entries carry no queues, showtimes or update times. */
  | 'partial'
  /**
   * 200 with the entity's id, name, type and time zone but no liveData (live) or no schedule
   * (schedule) at all: the documented answer of an entity with nothing to report.
   */
  | 'bare';

export type FakeEndpoint = 'live' | 'schedule';

export interface FakeThemeParksWikiOptions {
  /** The clock the data is made for (milliseconds); the real time by default. */
  now?: () => number;
  /** A free port is taken when none is given. */
  port?: number;
}

export interface FakeThemeParksWiki {
  /** The API base to configure (THEMEPARKS_API_BASE): `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Requests received per path (`/v1/entity/<id>/live`), counted before they are answered. */
  calls: Map<string, number>;
  /** Requests received for one park's endpoint. */
  callsTo(park: ParkId | string, endpoint: FakeEndpoint): number;
  /** Requests now held open by 'hang'. */
  hanging(): number;
  /** Makes one park (by contract id or entity id), or every park, fail from the next request on. */
  fail(park: ParkId | string | 'all', mode: FakeFailureMode, endpoint?: FakeEndpoint): void;
  /** Ends every failure (or one park's) and drops the requests held open. */
  heal(park?: ParkId | string | 'all'): void;
  /** Posts another standby wait (null: none) for one attraction, by its name. */
  setWaitTime(park: ParkId | string, attractionName: string, minutes: number | null): void;
  close(): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type QueueSkip =
  /** Disney: Lightning Lane Single Pass, bought per ride. */
  | { kind: 'paidReturn'; state: 'AVAILABLE' | 'TEMP_FULL' | 'FINISHED' }
  /** Disney: Lightning Lane Multi Pass, reserved. */
  | { kind: 'return'; state: 'AVAILABLE' | 'TEMP_FULL' | 'FINISHED' }
  /** Universal Express: a paid line with a wait of its own. */
  | { kind: 'paidStandby'; wait: number | null };

interface FakeAttraction {
  name: string;
  status: 'OPERATING' | 'DOWN' | 'CLOSED' | 'REFURBISHMENT';
  wait: number | null;
  skip?: QueueSkip;
}

/** Times in minutes from now, rounded to five minutes; negative ones are past. */
type FakeShowtime =
  /** "Performance Time": Disney publishes its end (a length), Universal repeats the start (null). */
  | { kind: 'performance'; offset: number; minutes: number | null }
  /** "Operating": the hours a show runs continuously, a character meet-and-greet. */
  | { kind: 'operating'; from: number; to: number };

interface FakeShow {
  name: string;
  times: FakeShowtime[];
}

interface FakePark {
  attractions: FakeAttraction[];
  shows: FakeShow[];
  restaurant: string;
}

const ll = (state: 'AVAILABLE' | 'TEMP_FULL' | 'FINISHED' = 'AVAILABLE'): QueueSkip => ({
  kind: 'return',
  state,
});
const singlePass = (state: 'AVAILABLE' | 'TEMP_FULL' | 'FINISHED' = 'AVAILABLE'): QueueSkip => ({
  kind: 'paidReturn',
  state,
});
const express = (wait: number | null): QueueSkip => ({ kind: 'paidStandby', wait });
const open = (name: string, wait: number | null, skip?: QueueSkip): FakeAttraction => ({
  name,
  status: 'OPERATING',
  wait,
  skip,
});
const down = (name: string): FakeAttraction => ({ name, status: 'DOWN', wait: null });
/** A wait the park's feed posts that is no queue (999), as some parks do when a ride's wait is not known. */
const PLACEHOLDER_WAIT = 999;
const refurbishing = (name: string): FakeAttraction => ({ name, status: 'REFURBISHMENT', wait: null });

/** Shows run from an hour ago to late tonight, so a park always has one over and some to come. */
const EVENINGS = [-60, 30, 150, 270];

/** A Disney show: each performance ends `minutes` after it starts. */
const disneyShow = (name: string, minutes: number, offsets: number[]): FakeShow => ({
  name,
  times: offsets.map((offset) => ({ kind: 'performance', offset, minutes })),
});
/** A Universal show: its feed gives starts only, so each end repeats its start. */
const universalShow = (name: string, offsets: number[] = EVENINGS): FakeShow => ({
  name,
  times: offsets.map((offset) => ({ kind: 'performance', offset, minutes: null })),
});
/** A Disney character meet-and-greet: open from two hours ago to six hours from now, no performances. */
const meetAndGreet = (name: string): FakeShow => ({
  name,
  times: [{ kind: 'operating', from: -120, to: 360 }],
});

function parkData(): Record<ParkId, FakePark> {
  return {
    'magic-kingdom': {
      attractions: [
        open('Seven Dwarfs Mine Train', 70, singlePass()),
        open('Space Mountain', 45, ll()),
        open('Haunted Mansion', 20, ll('FINISHED')),
        open("Buzz Lightyear's Space Ranger Spin", 21, ll('TEMP_FULL')),
        open("Peter Pan's Flight", 55, ll()),
        open('Jungle Cruise', 35, ll()),
        open('"it\'s a small world"', 10),
        open('Walt Disney World Railroad - Main Street, U.S.A.', null),
        down('Big Thunder Mountain Railroad'),
        refurbishing('Tomorrowland Transit Authority PeopleMover'),
      ],
      shows: [
        disneyShow('Happily Ever After', 18, [-60, 270]),
        disneyShow('Festival of Fantasy Parade', 12, [-120, 60]),
        disneyShow("Mickey's Magical Friendship Faire", 20, EVENINGS),
        meetAndGreet('Meet Mickey at Town Square Theater'),
      ],
      restaurant: 'Be Our Guest Restaurant',
    },
    epcot: {
      attractions: [
        open('Guardians of the Galaxy: Cosmic Rewind', 60, singlePass()),
        open('Test Track', 40, ll()),
        open('Frozen Ever After', 50, ll('TEMP_FULL')),
        open("Soarin' Around the World", 25, ll()),
        open("Remy's Ratatouille Adventure", 15, ll()),
        open('Spaceship Earth', 5),
        open('Gran Fiesta Tour Starring The Three Caballeros', null),
        down('Mission: SPACE'),
        refurbishing('Journey Into Imagination With Figment'),
      ],
      shows: [
        disneyShow('Luminous The Symphony of Us', 20, [-60, 300]),
        disneyShow('Disney and Pixar Short Film Festival', 15, EVENINGS),
        disneyShow('Voices of Liberty', 20, EVENINGS),
      ],
      restaurant: 'Space 220 Restaurant',
    },
    'hollywood-studios': {
      attractions: [
        open('Star Wars: Rise of the Resistance', 80, singlePass()),
        open('Slinky Dog Dash', 65, ll()),
        open("Mickey & Minnie's Runaway Railway", 35, ll()),
        open('Toy Story Mania!', 30, ll('FINISHED')),
        open('Alien Swirling Saucers', 15, ll()),
        open('Star Wars Launch Bay', null),
        down('Millennium Falcon: Smugglers Run'),
        refurbishing("Rock 'n' Roller Coaster"),
      ],
      shows: [
        disneyShow('Fantasmic!', 30, [-60, 300]),
        disneyShow('Indiana Jones Epic Stunt Spectacular!', 30, EVENINGS),
      ],
      restaurant: "50's Prime Time Café",
    },
    'animal-kingdom': {
      attractions: [
        open('Avatar Flight of Passage', 75, singlePass()),
        open('Kilimanjaro Safaris', 30, ll()),
        open("Na'vi River Journey", 40, ll('TEMP_FULL')),
        open('Expedition Everest - Legend of the Forbidden Mountain', 20, ll()),
        open('Wildlife Express Train', 5),
        open('Gorilla Falls Exploration Trail', null),
        down('Kali River Rapids'),
        refurbishing('DINOSAUR'),
      ],
      shows: [
        disneyShow('Festival of the Lion King', 30, EVENINGS),
        disneyShow('Finding Nemo: The Big Blue... and Beyond!', 25, EVENINGS),
        meetAndGreet('Meet Favorite Disney Pals at Adventurers Outpost'),
      ],
      restaurant: 'Tiffins Restaurant',
    },
    'universal-studios-florida': {
      attractions: [
        open('Harry Potter and the Escape from Gringotts', 60, express(15)),
        open('Hollywood Rip Ride Rockit', 45, express(10)),
        open('Revenge of the Mummy', 30, express(5)),
        open('Despicable Me Minion Mayhem', 25, express(5)),
        open('E.T. Adventure', 20, express(null)),
        open("Hogwarts Express - King's Cross Station", null),
        down('MEN IN BLACK Alien Attack'),
        refurbishing('Fast & Furious - Supercharged'),
      ],
      shows: [
        universalShow('The Bourne Stuntacular'),
        universalShow("Universal Orlando's Horror Make-Up Show"),
      ],
      restaurant: 'Leaky Cauldron',
    },
    'islands-of-adventure': {
      attractions: [
        open("Hagrid's Magical Creatures Motorbike Adventure", 90),
        open('Jurassic World VelociCoaster', 70, express(20)),
        open('The Incredible Hulk Coaster', 35, express(10)),
        open('Harry Potter and the Forbidden Journey', 40, express(10)),
        open('The Amazing Adventures of Spider-Man', 20, express(5)),
        open('Hogwarts Express - Hogsmeade Station', null),
        open('Pteranodon Flyers', PLACEHOLDER_WAIT),
        down('Skull Island: Reign of Kong'),
        refurbishing('Jurassic Park River Adventure'),
      ],
      shows: [universalShow("Oh! The Stories You'll Hear!")],
      restaurant: 'Three Broomsticks',
    },
    'epic-universe': {
      attractions: [
        open('Harry Potter and the Battle at the Ministry', 90),
        open("Mario Kart: Bowser's Challenge", 75, express(20)),
        open('Stardust Racers', 55, express(15)),
        open('Monsters Unchained: The Frankenstein Experiment', 45, express(10)),
        open("Hiccup's Wing Gliders", 30, express(5)),
        open('Constellation Carousel', 10),
        open("Yoshi's Adventure", null),
        down('Mine-Cart Madness'),
        refurbishing('Curse of the Werewolf'),
      ],
      shows: [universalShow('The Untrainable Dragon'), universalShow('Le Cirque Arcanus')],
      restaurant: 'The Burning Blade Tavern',
    },
  };
}

/** A stable id shaped like the upstream's UUIDs, made from the park and the name. */
function fakeEntityId(park: ParkDefinition, name: string): string {
  const hex = createHash('sha1').update(`${park.entityId}/${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "2026-11-27T09:00:00-05:00": an instant as the upstream writes it, in the park's offset. */
function isoInZone(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const dayOf = (at: number, timeZone: string) => isoInZone(at, timeZone).slice(0, 10);

function queueOf(attraction: FakeAttraction, now: number, timeZone: string) {
  const queue: Record<string, unknown> = { STANDBY: { waitTime: attraction.wait } };
  const skip = attraction.skip;
  const window = {
    returnStart: isoInZone(now + 90 * MINUTE, timeZone),
    returnEnd: isoInZone(now + 150 * MINUTE, timeZone),
  };
  if (skip?.kind === 'return') {
    queue.RETURN_TIME = { state: skip.state, ...(skip.state === 'AVAILABLE' ? window : nullWindow) };
  } else if (skip?.kind === 'paidReturn') {
    queue.PAID_RETURN_TIME = {
      state: skip.state,
      ...(skip.state === 'AVAILABLE' ? window : nullWindow),
      price: { amount: 2200, currency: 'USD', formatted: '$22.00' },
    };
  } else if (skip?.kind === 'paidStandby') {
    queue.PAID_STANDBY = { waitTime: skip.wait };
  }
  return queue;
}

const nullWindow = { returnStart: null, returnEnd: null };

function liveBody(park: ParkDefinition, data: FakePark, now: number, partial: boolean) {
  const tz = park.timezone;
  const lastUpdated = new Date(now - 2 * MINUTE).toISOString();
  const bare = (id: string, name: string, entityType: string, status: string) => ({
    id,
    name,
    entityType,
    parkId: park.entityId,
    externalId: `${entityType.toLowerCase()};${name}`,
    status,
    ...(partial ? {} : { lastUpdated }),
  });
  const attractions = data.attractions.map((attraction) => ({
    ...bare(fakeEntityId(park, attraction.name), attraction.name, 'ATTRACTION', attraction.status),
    ...(partial ? {} : { queue: queueOf(attraction, now, tz) }),
  }));
  const fiveMinutes = 5 * MINUTE;
  const at = (offset: number) => Math.ceil((now + offset * MINUTE) / fiveMinutes) * fiveMinutes;
  const showtime = (time: FakeShowtime) => {
    if (time.kind === 'operating') {
      return {
        type: 'Operating',
        startTime: isoInZone(at(time.from), tz),
        endTime: isoInZone(at(time.to), tz),
      };
    }
    const start = at(time.offset);
    return {
      type: 'Performance Time',
      startTime: isoInZone(start, tz),
      endTime: isoInZone(start + (time.minutes ?? 0) * MINUTE, tz),
    };
  };
  const shows = data.shows.map((show) => ({
    ...bare(fakeEntityId(park, show.name), show.name, 'SHOW', 'OPERATING'),
    ...(partial ? {} : { showtimes: show.times.map(showtime) }),
  }));
  return {
    id: park.entityId,
    name: park.name,
    entityType: 'PARK',
    timezone: tz,
    liveData: [
      bare(park.entityId, park.name, 'PARK', 'OPERATING'),
      bare(fakeEntityId(park, data.restaurant), data.restaurant, 'RESTAURANT', 'OPERATING'),
      ...attractions,
      ...shows,
    ],
  };
}

function scheduleBody(park: ParkDefinition, now: number, partial: boolean) {
  const tz = park.timezone;
  const opens = Math.floor(now / HOUR) * HOUR - 2 * HOUR;
  const closes = opens + 13 * HOUR;
  const day = 24 * HOUR;
  const entry = (type: string, from: number, to: number, description?: string) => ({
    date: dayOf(from, tz),
    type,
    openingTime: isoInZone(from, tz),
    closingTime: isoInZone(to, tz),
    ...(description ? { description } : {}),
  });
  return {
    id: park.entityId,
    name: park.name,
    entityType: 'PARK',
    timezone: tz,
    schedule: partial
      ? []
      : [
          entry('OPERATING', opens, closes),
          entry('TICKETED_EVENT', closes, closes + 3 * HOUR, 'After Hours'),
          entry('OPERATING', opens + day, closes + day),
        ],
  };
}

export async function startFakeThemeParksWiki(
  options: FakeThemeParksWikiOptions = {},
): Promise<FakeThemeParksWiki> {
  const now = options.now ?? Date.now;
  const data = parkData();
  const byEntity = new Map(PARK_IDS.map((id) => [PARKS[id].entityId, PARKS[id]]));
  const calls = new Map<string, number>();
  /** `${entityId}/${endpoint}` or `all/${endpoint}` -> mode */
  const failures = new Map<string, FakeFailureMode>();
  const held = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();

  const entityIdOf = (park: string) =>
    (PARK_IDS as readonly string[]).includes(park) ? PARKS[park as ParkId].entityId : park;
  const parkOf = (park: string): ParkId => {
    const definition = byEntity.get(entityIdOf(park));
    if (!definition) throw new Error(`the fake knows no park ${park}`);
    return definition.id;
  };

  function failureFor(entityId: string, endpoint: FakeEndpoint): FakeFailureMode | undefined {
    return failures.get(`${entityId}/${endpoint}`) ?? failures.get(`all/${endpoint}`);
  }

  function send(res: http.ServerResponse, status: number, body: string) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const match = /^\/v1\/entity\/(?<entityId>[^/]+)\/(?<endpoint>live|schedule)$/.exec(path);
    const entityId = match?.groups?.entityId;
    const endpoint = match?.groups?.endpoint;
    if (req.method !== 'GET' || !entityId || (endpoint !== 'live' && endpoint !== 'schedule')) {
      send(
        res,
        404,
        JSON.stringify({ success: false, error: { type: 'Not found', message: 'Not found', code: 404 } }),
      );
      return;
    }
    const park = byEntity.get(decodeURIComponent(entityId));
    if (!park) {
      send(
        res,
        404,
        JSON.stringify({
          success: false,
          error: { type: 'Not found', message: `Entity ${entityId} not found`, code: 404 },
        }),
      );
      return;
    }
    const failure = failureFor(park.entityId, endpoint);
    if (failure === 'hang') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (failure === 'error') {
      send(
        res,
        500,
        JSON.stringify({ success: false, error: { type: 'Server error', message: 'Internal Server Error' } }),
      );
      return;
    }
    if (failure === 'malformed') {
      send(res, 200, '{"liveData": [{"id": "truncated"');
      return;
    }
    const partial = failure === 'partial';
    const body: Record<string, unknown> =
      endpoint === 'live'
        ? liveBody(park, data[park.id], now(), partial)
        : scheduleBody(park, now(), partial);
    if (failure === 'bare') delete body[endpoint === 'live' ? 'liveData' : 'schedule'];
    send(res, 200, JSON.stringify(body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  function dropHeld() {
    for (const res of held) res.destroy();
    held.clear();
  }

  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    callsTo(park, endpoint) {
      return calls.get(`/v1/entity/${entityIdOf(park)}/${endpoint}`) ?? 0;
    },
    hanging: () => held.size,
    fail(park, mode, endpoint) {
      const key = park === 'all' ? 'all' : PARKS[parkOf(park)].entityId;
      for (const which of endpoint ? [endpoint] : (['live', 'schedule'] as const)) {
        failures.set(`${key}/${which}`, mode);
      }
    },
    heal(park = 'all') {
      if (park === 'all') failures.clear();
      else {
        const key = PARKS[parkOf(park)].entityId;
        failures.delete(`${key}/live`);
        failures.delete(`${key}/schedule`);
      }
      dropHeld();
    },
    setWaitTime(park, attractionName, minutes) {
      const attraction = data[parkOf(park)].attractions.find(
        (candidate) => candidate.name === attractionName,
      );
      if (!attraction) throw new Error(`the fake has no attraction ${attractionName} in ${park}`);
      attraction.wait = minutes;
    },
    async close() {
      dropHeld();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
