import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import type { LocalRecord } from '@pwa/offline/db';

interface Mutation<TVariables> {
  mutate(variables: TVariables, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
}

export interface SaveToasts {
  created: string;
  updated: string;
  /** Titles of the error toasts; the server's message is the description. */
  createFailed: string;
  updateFailed: string;
}

/**
 * Creates or updates a record from a dialog: the specified success toast and close, or the
 * specified failure toast with the server's message (the dialog stays open, nothing is lost).
 */
export function saveWithToasts<TBody>({
  id,
  body,
  create,
  update,
  toasts,
  onSaved,
  seen,
}: {
  id: string | undefined;
  body: TBody;
  create: Mutation<TBody>;
  update: Mutation<{ id: string; body: TBody; seen: LocalRecord | undefined }>;
  toasts: SaveToasts;
  onSaved: () => void;
  /**
   * The record as the dialog opened it (undefined while it is read): only what the person
   * changed from it is sent. Required, so no dialog can save without it.
   */
  seen: LocalRecord | undefined;
}) {
  const done = (message: string) => () => {
    toast.success(message);
    onSaved();
  };
  if (id) {
    update.mutate(
      { id, body, seen },
      {
        onSuccess: done(toasts.updated),
        onError: (error) => toast.error(toasts.updateFailed, errorMessage(error)),
      },
    );
  } else {
    create.mutate(body, {
      onSuccess: done(toasts.created),
      onError: (error) => toast.error(toasts.createFailed, errorMessage(error)),
    });
  }
}
