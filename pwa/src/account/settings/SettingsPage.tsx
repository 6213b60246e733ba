import { useEffect, useState } from 'react';
import {
  CheckCircleFilled,
  CheckOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LoginOutlined,
  RocketOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Tag } from 'antd';
import { EmailAddress } from '@pwa/components/EmailAddress';
import { Link, useNavigate } from 'react-router-dom';
import { authMessages } from '@contract/auth';
import { paths } from '@contract/sitePaths';
import { BRAND_PRIMARY } from '@pwa/app/theme';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { toast } from '@pwa/components/toast';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { authApi } from '../authApi';
import { ResendVerificationButton } from '../components/ResendVerificationButton';
import { currentUserQueryKey, fullName, isAgent, type CurrentUser } from '../currentUser';
import { useCurrentUser } from '../useCurrentUser';
import { useRememberUser } from '../useRememberUser';
import '../account.css';

/** The office opens 1.5 s after the upgrade. */
export const PROMOTE_REDIRECT_DELAY_MS = 1500;
export const PROMOTE_FALLBACK_ERROR = 'Failed to promote user to agent';
export const UPGRADE_LABEL = 'Upgrade to Agent Access';
export const UPGRADING_LABEL = 'Upgrading...';

/** What agent access brings. */
export const AGENT_FEATURES = [
  'Agent Office dashboard',
  'Client management tools',
  'Trip planning and itinerary builder',
  'Email communication center',
  'Quote and proposal management',
] as const;

const roleLabels: Record<CurrentUser['role'], string> = {
  client: 'Client',
  agent: 'Agent',
  admin: 'Admin',
};

/** Account Settings: its own loading and signed-out states. */
export function SettingsPage() {
  usePageMeta('Account Settings');
  const { user, isLoading } = useCurrentUser();

  return (
    <section className="section">
      <div className="container">
        <h1 className="section__title">Account Settings</h1>
        {isLoading ? (
          <p role="status">Loading...</p>
        ) : !user ? (
          <Card className="settings-signed-out">
            <p>Please log in to view settings</p>
            <ButtonLink to={paths.login} type="primary" icon={<LoginOutlined aria-hidden />}>
              Go to Login
            </ButtonLink>
          </Card>
        ) : (
          <>
            {user.emailVerified === false && <VerifyEmailNotice user={user} />}
            <div className="settings-grid">
              <ProfileCard user={user} />
              <AgentAccessCard user={user} />
              <QuickLinksCard user={user} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** Until the address is verified, the agency matches no trips to it: say so, and offer a new link. */
function VerifyEmailNotice({ user }: { user: CurrentUser }) {
  return (
    <Alert
      className="settings-verify"
      type="warning"
      showIcon
      title={authMessages.verifyNoticeTitle}
      description={
        <>
          <p>{authMessages.verifyNoticeDescription(user.email)}</p>
          <ResendVerificationButton />
        </>
      }
    />
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const primary = isAgent(user);
  return (
    <Card title={<h2 className="settings-card__title">Profile Information</h2>}>
      <dl className="settings-facts">
        <dt>Name</dt>
        <dd>{fullName(user)}</dd>
        <dt>Email</dt>
        <dd>
          <EmailAddress address={user.email} />
        </dd>
        {user.phone && (
          <>
            <dt>Phone</dt>
            <dd>{user.phone}</dd>
          </>
        )}
        <dt>Account Type</dt>
        <dd>
          <Tag
            className={`role-badge role-badge--${primary ? 'primary' : 'secondary'}`}
            color={primary ? BRAND_PRIMARY : undefined}
            variant={primary ? 'solid' : 'filled'}
          >
            {roleLabels[user.role] ?? user.role}
          </Tag>
        </dd>
      </dl>
    </Card>
  );
}

function FeatureList() {
  return (
    <ul className="settings-features">
      {AGENT_FEATURES.map((feature) => (
        <li key={feature}>
          <CheckOutlined aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function AgentAccessCard({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rememberUser = useRememberUser();
  const [promoted, setPromoted] = useState(false);

  const promote = useMutation({
    mutationFn: authApi.promoteToAgent,
    onSuccess: (answer) => {
      toast.success('Success!', answer.message || authMessages.promoted);
      rememberUser(answer.user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setPromoted(true);
    },
    onError: (error) =>
      toast.error(
        'Error',
        errorStatus(error) ? errorMessage(error, PROMOTE_FALLBACK_ERROR) : PROMOTE_FALLBACK_ERROR,
      ),
  });

  // Leaving the page cancels the pending move to the office.
  useEffect(() => {
    if (!promoted) return;
    const timer = window.setTimeout(() => navigate(paths.agentOffice), PROMOTE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [promoted, navigate]);

  return (
    <Card title={<h2 className="settings-card__title">Agent Access</h2>}>
      {isAgent(user) ? (
        <>
          <p className="settings-active">
            <CheckCircleFilled aria-hidden /> Agent Access Active
          </p>
          <p>Your account includes:</p>
          <FeatureList />
          <ButtonLink to={paths.agentOffice} type="primary" icon={<TeamOutlined aria-hidden />}>
            Go to Agent Office
          </ButtonLink>
          <DeviceStorage />
        </>
      ) : (
        <>
          <p>Manage clients and plan trips for them with agent access. It includes:</p>
          <FeatureList />
          <Button
            type="primary"
            icon={<RocketOutlined aria-hidden />}
            loading={promote.isPending}
            onClick={() => promote.mutate()}
          >
            {promote.isPending ? UPGRADING_LABEL : UPGRADE_LABEL}
          </Button>
        </>
      )}
    </Card>
  );
}

interface StorageFacts {
  usage: number;
  quota: number;
  persistent: boolean;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString('en-US', { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}

/** null when the browser does not say (older browsers, some private modes). */
async function readDeviceStorage(): Promise<StorageFacts | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  try {
    const [estimate, persistent] = await Promise.all([storage.estimate(), storage.persisted?.() ?? false]);
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persistent };
  } catch {
    return null;
  }
}

/**
 * The office keeps the agent's data in this browser: how much room it takes, and whether the
 * browser promised to keep it (persistent) or may clear it when space runs low.
 */
function DeviceStorage() {
  const [facts, setFacts] = useState<StorageFacts | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readDeviceStorage().then((read) => {
      if (current) setFacts(read);
    });
    return () => {
      current = false;
    };
  }, []);

  if (facts === undefined) return null;
  return (
    <p className="settings-storage">
      <strong>Storage on this device:</strong>{' '}
      {facts === null
        ? 'This browser does not report its storage.'
        : `${megabytes(facts.usage)} used of ${megabytes(facts.quota)}, ${
            facts.persistent
              ? 'persistent (the browser keeps it)'
              : 'not persistent (the browser may clear it when space runs low)'
          }`}
    </p>
  );
}

function QuickLinksCard({ user }: { user: CurrentUser }) {
  return (
    <Card title={<h2 className="settings-card__title">Quick Links</h2>}>
      <nav aria-label="Quick links">
        <ul className="settings-links">
          <li>
            <Link to={paths.dashboard}>
              <DashboardOutlined aria-hidden /> My Dashboard
            </Link>
          </li>
          {isAgent(user) && (
            <li>
              <Link to={paths.agentOffice}>
                <TeamOutlined aria-hidden /> Agent Office
              </Link>
            </li>
          )}
          <li>
            <Link to={paths.quote}>
              <FileTextOutlined aria-hidden /> Request a Quote
            </Link>
          </li>
        </ul>
      </nav>
    </Card>
  );
}
