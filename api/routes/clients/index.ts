import { ClientInput, ClientListQuery, ClientUpdate, clientMessages } from '@contract/clients.ts';
import { apiRouter } from '../router.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { notFound } from '../../errors.ts';
import { clientCreator, clientRemover, clientUpdater } from '../../commands/clients.ts';
import { clientDetail, listClients } from '../../queries/clients.ts';
import { presentClient, presentClientEmail, presentClientQuote } from '../../presenters/clients.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { presentBooking } from '../../presenters/bookings.ts';
import { sendCsv } from '../csvDownload.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { makeClientsCsv } from '../../documents/documentRenderer.ts';
import { renderSlot } from '../../middlewares/renderSlots.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const clientsRouter = apiRouter();

const office = staffOnly;
const clientId = uuidParam(clientMessages.notFound);

/** The clients the actor may see, by last then first name; ?search= matches full name or email. */
clientsRouter.get('/api/clients', office, validate({ query: ClientListQuery }), async (ctx) => {
  const { search } = ctx.state.query;
  const rows = await listClients(ctx.db, ctx.state.user, { search });
  ctx.body = dataBody(rows.map(presentClient));
});

/** The same list as CSV, in the columns a person reads (see documents/officeExports). */
clientsRouter.get(
  '/api/clients/export.csv',
  office,
  validate({ query: ClientListQuery }),
  renderSlot(),
  async (ctx) => {
    const { search } = ctx.state.query;
    const clients = (await listClients(ctx.db, ctx.state.user, { search })).map(presentClient);
    const csv = await makeClientsCsv(clients);
    sendCsv(ctx, 'clients.csv', csv);
  },
);

/** A client with their itineraries, bookings, and the actor's quotes and e-mails for them. */
clientsRouter.get('/api/clients/:id', office, clientId, async (ctx) => {
  const detail = await clientDetail(ctx.db, ctx.state.user, ctx.params.id);
  if (!detail) throw notFound(clientMessages.notFound);
  ctx.body = dataBody({
    ...presentClient(detail.client),
    itineraries: detail.itineraries.map(presentItinerary),
    bookings: detail.bookings.map(presentBooking),
    quotes: detail.quotes.map(presentClientQuote),
    emails: detail.emails.map(presentClientEmail),
  });
});

clientsRouter.post('/api/clients', office, validate({ body: ClientInput }), transaction(), async (ctx) => {
  const client = await clientCreator({
    trx: ctx.state.trx,
    actor: ctx.state.user,
    input: ctx.state.body,
  });
  ctx.status = 201;
  ctx.body = dataBody(presentClient(client));
});

clientsRouter.patch(
  '/api/clients/:id',
  office,
  clientId,
  validate({ body: ClientUpdate }),
  transaction(),
  async (ctx) => {
    const client = await clientUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = dataBody(presentClient(client));
  },
);

/** Tombstones the client with their itineraries and bookings. */
clientsRouter.delete('/api/clients/:id', office, clientId, transaction(), async (ctx) => {
  await clientRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = successBody({ message: clientMessages.deleted });
});
