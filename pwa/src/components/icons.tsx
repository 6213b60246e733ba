/**
 * The public pages' icons: antd's icon drawings (@ant-design/icons-svg) rendered by a few
 * lines of our own instead of @ant-design/icons' runtime, which injects its styles at run time
 * and weighs more than the drawings. Same markup and class (`anticon`, styled in global.css),
 * so they look like the office's antd icons. The office and antd screens keep @ant-design/icons.
 */
import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

interface AbstractNode {
  tag: string;
  attrs: Record<string, string>;
  children?: AbstractNode[];
}

export interface IconProps {
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  title?: string;
}

/** React's name of an SVG attribute: `fill-rule` is `fillRule`; aria-* and data-* stay as they are. */
function reactAttributes(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      /^(aria|data)-/.test(name)
        ? name
        : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function renderNode(node: AbstractNode, key: string, root: boolean): ReactNode {
  const attrs = root
    ? {
        ...reactAttributes(node.attrs),
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
        focusable: 'false',
      }
    : reactAttributes(node.attrs);
  return createElement(
    node.tag,
    { key, ...attrs },
    node.children?.map((child, index) => renderNode(child, `${key}-${index}`, false)),
  );
}

/**
 * An icon component for one of antd's drawings; a page makes the few it shows, so each page
 * downloads only its own drawings:
 * `const PhoneOutlined = lightIcon(PhoneOutlinedSvg)` with
 * `import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined'`.
 */
export function lightIcon(definition: IconDefinition) {
  const icon = definition.icon as AbstractNode;
  function Icon({ className, ...rest }: IconProps) {
    return (
      <span
        role="img"
        aria-label={definition.name}
        {...rest}
        className={`anticon anticon-${definition.name}${className ? ` ${className}` : ''}`}
      >
        {renderNode(icon, definition.name, true)}
      </span>
    );
  }
  Icon.displayName = definition.name;
  return Icon;
}
