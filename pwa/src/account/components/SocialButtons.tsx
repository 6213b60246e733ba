import { AppleFilled, GithubOutlined, GoogleOutlined, XOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useId, type ReactNode } from 'react';
import { SOCIAL_PROVIDERS, socialLoginUrl, type SocialProviderId } from '../social';

const icons: Record<SocialProviderId, ReactNode> = {
  google: <GoogleOutlined aria-hidden />,
  github: <GithubOutlined aria-hidden />,
  x: <XOutlined aria-hidden />,
  apple: <AppleFilled aria-hidden />,
};

interface Props {
  /** Sign In says "Sign in with Google", Register says "Sign up with Google". */
  mode: 'signin' | 'register';
}

/** Four links that hand the browser to the server's social sign-in (a full navigation, not a fetch). */
export function SocialButtons({ mode }: Props) {
  const headingId = useId();
  const verb = mode === 'signin' ? 'Sign in' : 'Sign up';
  return (
    <div className="social-sign-in">
      <Divider plain className="social-sign-in__divider">
        <span id={headingId}>{mode === 'signin' ? 'Or continue with' : 'Or sign up with'}</span>
      </Divider>
      <div className="social-sign-in__grid" role="group" aria-labelledby={headingId}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider.id}
            href={socialLoginUrl(provider.id)}
            icon={icons[provider.id]}
            aria-label={`${verb} with ${provider.name}`}
            block
          >
            {provider.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
