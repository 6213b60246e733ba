import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { emailMessages } from '@contract/emails';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useAgents } from '../agents/agentQueries';
import { useAssignEmail, type ListedEmail } from './api';

/**
 * The admin's control on a received e-mail: pick the agent whose inbox it belongs in. Mail
 * that threads to no message the office sent waits in the agency inbox for this.
 */
export function AssignEmail({ email }: { email: ListedEmail }) {
  const agents = useAgents(true);
  const assign = useAssignEmail();
  const [agentId, setAgentId] = useState<string | undefined>(email.agentId ?? undefined);
  const options = (agents.data ?? [])
    .filter((agent) => agent.isActive)
    .map((agent) => ({
      value: agent.userId,
      // Two agents may share a name; the address tells them apart.
      label: `${[agent.firstName, agent.lastName].filter(Boolean).join(' ') || agent.email} (${agent.email})`,
    }));
  return (
    <Space.Compact style={{ marginBottom: 12 }}>
      <Select
        aria-label="Assign to agent"
        placeholder="Assign to agent"
        style={{ minWidth: 220 }}
        // Names and addresses are longer than the box: the list is as wide as they need.
        popupMatchSelectWidth={false}
        showSearch={{ optionFilterProp: 'label' }}
        loading={agents.isPending}
        value={agentId}
        onChange={setAgentId}
        options={options}
      />
      <Button
        disabled={!agentId || agentId === email.agentId}
        loading={assign.isPending}
        onClick={() =>
          assign.mutate(
            { id: email.id, agentId: agentId! },
            {
              onSuccess: () => toast.success(emailMessages.assigned),
              onError: (error) => toast.error('Failed to assign email', errorMessage(error)),
            },
          )
        }
      >
        Assign
      </Button>
    </Space.Compact>
  );
}
