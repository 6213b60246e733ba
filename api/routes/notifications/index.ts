/**
 * The actor's in-app notifications: list, mark one read, mark all read. Every signed-in user
 * has their own: agents hear of leads and mail, clients of their proposals and bookings.
 */
import { notificationMessages } from '@contract/notifications.ts';
import { notFound } from '../../errors.ts';
import { signedIn } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { findNotification, listNotifications, notificationsOf } from '../../queries/notifications.ts';
import { apiRouter } from '../router.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const notificationsRouter = apiRouter();

const notificationId = uuidParam(notificationMessages.notFound);

notificationsRouter.get('/api/notifications', signedIn, async (ctx) => {
  ctx.body = await listNotifications(ctx.db, ctx.state.user);
});

notificationsRouter.post('/api/notifications/read-all', signedIn, async (ctx) => {
  const updated = await notificationsOf(ctx.db, ctx.state.user)
    .where({ isRead: false })
    .update({ isRead: true, updatedAt: ctx.db.fn.now() });
  ctx.body = successBody({ message: notificationMessages.allRead, updated });
});

notificationsRouter.post('/api/notifications/:id/read', signedIn, notificationId, async (ctx) => {
  const id = ctx.params.id;
  const actor = ctx.state.user;
  const updated = await notificationsOf(ctx.db, actor)
    .where({ id })
    .update({ isRead: true, updatedAt: ctx.db.fn.now() });
  if (!updated) throw notFound(notificationMessages.notFound);
  ctx.body = dataBody(await findNotification(ctx.db, actor, id));
});
