import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiRequest, clearCsrfToken } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { carryToast } from '@pwa/components/carriedToast';
import { toast } from '@pwa/components/toast';
import { useNavigationLoadsDocument } from '@pwa/site/documentNavigator';
import { currentUserQueryKey, forgetSignedInUser, rememberedUser, toCurrentUser } from './currentUser';
import { rememberPendingLogout } from './pendingLogout';

export const LOGOUT_LABEL = 'Logout';
export const LOGOUT_PENDING_LABEL = 'Logging out...';

// The office's device data is its own chunk: public pages load it only when someone signs out.
const deviceData = () => import('@pwa/offline/deviceDataRemoval');

/** An answer that never came (no connection), as opposed to the server saying no. */
function noAnswer(error: unknown): boolean {
  return !(error instanceof ApiError);
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** Lets the office close its database before it is deleted. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Signs out, then forgets everything kept for the old session: cached data, the CSRF token,
 * the remembered user (so the office does not open offline for the next person) and the
 * user's office data on this device (so a shared browser keeps no client data). Changes that
 * never reached the server would be lost with that data, so the agent is asked first.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // On a server-rendered page the way home loads a new page, which is where the toast shows.
  const loadsDocument = useNavigationLoadsDocument();
  const announce = (title: string, description: string) =>
    loadsDocument ? carryToast('success', title, description) : toast.success(title, description);

  const signedOutUser = () =>
    toCurrentUser(queryClient.getQueryData(currentUserQueryKey)) ?? rememberedUser();

  const mutation = useMutation({
    // Not held until the browser is online (react-query's default): offline, this device is
    // cleared at once and the server's session ends once the connection returns.
    networkMode: 'always',
    mutationFn: async (userId: string | null) => {
      try {
        await apiRequest('POST', '/api/auth/logout', {});
        return { userId, offline: false };
      } catch (error) {
        // Offline the session cannot be ended on the server, but this device still forgets it.
        if (noAnswer(error)) return { userId, offline: true };
        throw error;
      }
    },
    onSuccess: async ({ userId, offline }) => {
      queryClient.clear();
      // Known answer, so the header flips to Login at once instead of asking the server again.
      queryClient.setQueryData(currentUserQueryKey, null);
      forgetSignedInUser();
      clearCsrfToken();
      if (offline) rememberPendingLogout();
      if (offline) {
        announce(
          'Signed out on this device',
          'You are offline: your session on the server ends as soon as you are back online.',
        );
      } else {
        announce('Logged out successfully', 'You have been signed out of your account.');
      }
      navigate('/');
      if (!userId) return;
      await nextTask();
      try {
        await (await deviceData()).deleteDeviceData(userId);
      } catch (error) {
        toast.error('Your office data could not be removed from this device', errorMessage(error));
      }
    },
    onError: (error) => {
      toast.error('Logout failed', errorMessage(error));
    },
  });

  const logout = async () => {
    const userId = signedOutUser()?.id ?? null;
    let work = { unsent: 0, refused: 0, conflicts: 0 };
    if (userId) {
      try {
        work = await (await deviceData()).deviceOnlyWork(userId);
      } catch {
        // Storage that cannot be read holds nothing to warn about.
      }
    }
    const lost = [
      work.unsent > 0 && `${plural(work.unsent, 'change has', 'changes have')} not reached the server yet.`,
      work.refused > 0 &&
        `${plural(work.refused, 'change was', 'changes were')} refused by the server and ${work.refused === 1 ? 'waits' : 'wait'} to be corrected.`,
      work.conflicts > 0 &&
        `${plural(work.conflicts, 'conflict waits', 'conflicts wait')} for your choice: your side exists only on this device.`,
    ].filter((line): line is string => typeof line === 'string');
    if (lost.length === 0) {
      mutation.mutate(userId);
      return;
    }
    // antd's dialog code only when there is something to warn about: the header of every public
    // page carries Logout, and antd stays out of their first download.
    const { Modal } = await import('antd');
    Modal.confirm({
      title: 'Sign out and lose unsent changes?',
      content: (
        <>
          {lost.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            Signing out deletes them from this device for good. Stay signed in to sync or resolve them first.
          </p>
        </>
      ),
      okText: 'Sign out and delete',
      okButtonProps: { danger: true },
      cancelText: 'Stay signed in',
      onOk: () => mutation.mutate(userId),
    });
  };

  return {
    logout: () => void logout(),
    isPending: mutation.isPending,
    label: mutation.isPending ? LOGOUT_PENDING_LABEL : LOGOUT_LABEL,
  };
}
