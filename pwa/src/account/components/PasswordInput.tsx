import { useState, type Ref } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps, type InputRef } from 'antd';

type Props = Omit<InputProps, 'type' | 'suffix'> & {
  /** Names the field in the toggle's accessible name: "Show password", "Show confirm password". */
  toggleName?: string;
  ref?: Ref<InputRef>;
};

/**
 * A password field with a real show/hide button (keyboard-reachable, named, and announcing its
 * state). Form.Item passes id, value, onChange and the aria-* wiring straight through.
 */
export function PasswordInput({ toggleName = 'password', disabled, ref, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...inputProps}
      ref={ref}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      prefix={<LockOutlined aria-hidden className="account-input-icon" />}
      suffix={
        <Button
          type="text"
          size="small"
          className="password-toggle"
          disabled={disabled}
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
          icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
          // Keeps the caret in the field when the toggle is clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
