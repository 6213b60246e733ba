import { Switch, Tag } from 'antd';
import { ScrollableTable } from '../shared/ScrollableTable.tsx';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useAgents, useSetAgentApproval, type AgentSummary } from './agentQueries';

/**
 * Admins approve agents here. Approval decides who sees the website's leads (quote requests
 * and contact messages); an unapproved agent still works with the clients assigned to them.
 */
export function AgentApprovals() {
  const agents = useAgents(true);
  const setApproval = useSetAgentApproval();

  const toggle = (agent: AgentSummary, approved: boolean) =>
    setApproval.mutate(
      { userId: agent.userId, approved },
      {
        onSuccess: () =>
          toast.success(
            approved ? 'Agent approved' : 'Approval withdrawn',
            `${agent.firstName ?? agent.email} ${approved ? 'now sees' : 'no longer sees'} website leads.`,
          ),
        onError: (error) => toast.error('Could not change the approval', errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="agent-approvals-title" className="office__panel">
      <h2 id="agent-approvals-title">Agent approvals</h2>
      <p>Approved agents see website leads: quote requests and contact messages.</p>
      {agents.isError ? (
        <p role="alert">{errorMessage(agents.error, 'The agents could not be loaded.')}</p>
      ) : (
        <ScrollableTable<AgentSummary>
          label="Agents table"
          rowKey="userId"
          size="middle"
          loading={agents.isPending}
          dataSource={agents.data ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: 'No agents yet.' }}
          columns={[
            {
              title: 'Agent',
              key: 'name',
              render: (_, agent) => `${agent.firstName ?? ''} ${agent.lastName ?? ''}`.trim() || agent.email,
            },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            {
              title: 'Status',
              key: 'status',
              render: (_, agent) =>
                agent.isApproved ? (
                  <Tag color="green">Approved</Tag>
                ) : (
                  <Tag color="gold">Awaiting approval</Tag>
                ),
            },
            {
              title: 'Sees leads',
              key: 'approve',
              render: (_, agent) => (
                <Switch
                  checked={agent.isApproved}
                  loading={setApproval.isPending && setApproval.variables?.userId === agent.userId}
                  aria-label={`Approve ${agent.firstName ?? agent.email}`}
                  onChange={(checked) => toggle(agent, checked)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
