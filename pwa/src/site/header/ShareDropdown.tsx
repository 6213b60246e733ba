import type { ReactElement } from 'react';
import { lightIcon } from '@pwa/components/icons';
import CheckOutlinedSvg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import FacebookOutlinedSvg from '@ant-design/icons-svg/es/asn/FacebookOutlined';
import LinkedinOutlinedSvg from '@ant-design/icons-svg/es/asn/LinkedinOutlined';
import LinkOutlinedSvg from '@ant-design/icons-svg/es/asn/LinkOutlined';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import XOutlinedSvg from '@ant-design/icons-svg/es/asn/XOutlined';
import { Dropdown, type MenuProps } from 'antd';
import { AntdTheme } from '@pwa/app/AntdTheme';
import {
  mailShareUrl,
  openSharePopup,
  resolveShareTarget,
  type ShareNetwork,
  type ShareTarget,
} from './share';
import { useCopyLink } from './useCopyLink';

const CheckOutlined = lightIcon(CheckOutlinedSvg);
const FacebookOutlined = lightIcon(FacebookOutlinedSvg);
const LinkedinOutlined = lightIcon(LinkedinOutlinedSvg);
const LinkOutlined = lightIcon(LinkOutlinedSvg);
const MailOutlined = lightIcon(MailOutlinedSvg);
const XOutlined = lightIcon(XOutlinedSvg);

interface Props {
  target: ShareTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

const socialKeys: readonly string[] = ['facebook', 'twitter', 'linkedin'] satisfies ShareNetwork[];

/**
 * The copy item's label. Both wordings take the same place (one grid cell), the one not shown
 * kept invisible, so the menu keeps its width when the label changes and nothing moves.
 */
function CopyLabel({ copied }: { copied: boolean }) {
  return (
    <span className="share-menu__copy-label">
      <span aria-hidden={copied || undefined}>Copy Link</span>
      <span aria-hidden={!copied || undefined}>Copied!</span>
    </span>
  );
}

/** The page's share options, as an antd dropdown menu around the trigger. */
export function ShareDropdown({ target, open, onOpenChange, children }: Props) {
  const { copied, copy } = useCopyLink();

  const items: MenuProps['items'] = [
    { key: 'facebook', icon: <FacebookOutlined aria-hidden />, label: 'Facebook' },
    { key: 'twitter', icon: <XOutlined aria-hidden />, label: 'Twitter/X' },
    { key: 'linkedin', icon: <LinkedinOutlined aria-hidden />, label: 'LinkedIn' },
    { key: 'email', icon: <MailOutlined aria-hidden />, label: 'Email' },
    { type: 'divider' },
    {
      key: 'copy',
      icon: copied ? (
        <CheckOutlined aria-hidden className="share-menu__copied" />
      ) : (
        <LinkOutlined aria-hidden />
      ),
      label: <CopyLabel copied={copied} />,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const resolved = resolveShareTarget(target);
    if (key === 'copy') {
      // The menu stays open: the visitor sees "Copied!" where they clicked.
      void copy(resolved.url);
      return;
    }
    if (socialKeys.includes(key)) openSharePopup(key as ShareNetwork, resolved);
    else if (key === 'email') window.location.href = mailShareUrl(resolved);
    onOpenChange(false);
  };

  return (
    <AntdTheme>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        // A click in the menu closes it in onClick, except on Copy Link, which shows Copied!.
        onOpenChange={(next, { source }) => {
          if (source !== 'menu') onOpenChange(next);
        }}
      >
        {children}
      </Dropdown>
    </AntdTheme>
  );
}
