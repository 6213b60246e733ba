import { Alert } from 'antd';
import { emailMessages } from '@contract/emails';
import { useCurrentUser } from '@pwa/account/useCurrentUser';

/**
 * Whether the signed-in user may send mail in the agency's name: admins, and agents an admin
 * has approved. Anyone can become an agent, so the server refuses the rest; the office says so
 * up front rather than letting a send fail after the agent wrote it.
 */
export function useMaySendMail(): boolean {
  const { user } = useCurrentUser();
  return user?.role === 'admin' || (user?.role === 'agent' && user.agentApproved === true);
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
