import { Alert } from 'antd';
import { emailMessages } from '@contract/emails';
import type { CurrentUser } from '@pwa/account/currentUser';
import { useCurrentUser } from '@pwa/account/useCurrentUser';

/**
 * Whether the signed-in user may send mail in the agency's name, as the server answered it
 * with the user (admins, and agents an admin has approved). Anyone can become an agent, so the
 * server refuses the rest; the office says so up front rather than letting a send fail after
 * the agent wrote it.
 */
export function maySendMail(user: CurrentUser | null | undefined): boolean {
  return user?.agentApproved === true;
}

export function useMaySendMail(): boolean {
  return maySendMail(useCurrentUser().user);
}

/**
 * An agent no administrator has approved yet. The server keeps what reaches the office from
 * outside (website leads, visitors' comments, website quote requests) from them, so the tabs
 * that show it would look empty without saying why.
 */
export function useAwaitingApproval(): boolean {
  return useCurrentUser().user?.agentApproved === false;
}

/**
 * What a tab shows instead of an empty list when the server withholds its data from an agent
 * awaiting approval. `what` names the data, as the subject of "appear here...".
 */
export function ApprovalPendingNotice({ what }: { what: string }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      className="office__approval-pending"
      title="Your account awaits an administrator's approval"
      description={
        <>
          <p className="office__notice-text">
            {what} appear here once an administrator approves your agent account.
          </p>
          <p className="office__notice-text">
            Your own clients, trips, quotes, proposals and e-mail drafts work as usual in the meantime.
          </p>
        </>
      }
    />
  );
}

/** What an agent awaiting approval reads where a Send button would be. */
export function AwaitingApprovalNotice() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="Sending opens once an administrator approves you"
      description={emailMessages.awaitingApproval}
    />
  );
}
