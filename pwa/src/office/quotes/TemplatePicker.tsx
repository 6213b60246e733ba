import { Button, Card, Empty, Spin } from 'antd';
import { quoteTotals, type QuoteTemplate } from '@contract/agentQuotes';
import { formatMoney } from '@contract/money';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useQuoteTemplates } from './api';

/** The Templates tab: shared starting points that fill the title, services and terms. */
export function TemplatePicker({ onUse }: { onUse: (template: QuoteTemplate) => void }) {
  const templates = useQuoteTemplates();
  if (templates.unavailableOffline)
    return <Empty description="Templates are available when you are online." />;
  if (templates.isPending) return <Spin />;
  if (templates.isError)
    return <p role="alert">{errorMessage(templates.error, 'The templates could not be loaded.')}</p>;
  if (!templates.data?.length) return <Empty description="No templates yet" />;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {templates.data.map((template) => (
        <li key={template.id}>
          <Card size="small" title={template.name}>
            <p style={{ margin: '0 0 8px' }}>
              {template.services.length} service{template.services.length === 1 ? '' : 's'} —{' '}
              {formatMoney(quoteTotals(template.services).subtotal)} before taxes
            </p>
            <Button onClick={() => onUse(template)} aria-label={`Use template ${template.name}`}>
              Use template
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
