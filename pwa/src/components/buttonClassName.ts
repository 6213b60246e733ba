/** How a plain-HTML button or button-like link looks (global.css, .btn), after antd's buttons. */
export interface ButtonLook {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** Transparent with a light border: for buttons on a coloured hero. */
  ghost?: boolean;
  /** Full width. */
  block?: boolean;
  className?: string;
}

export function buttonClassName({ type = 'default', size, ghost, block, className }: ButtonLook): string {
  return [
    'btn',
    `btn--${type}`,
    size === 'large' && 'btn--large',
    size === 'small' && 'btn--small',
    ghost && 'btn--ghost',
    block && 'btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
