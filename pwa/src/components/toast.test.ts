import { describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { bindToastInstance, onToastHostWanted, toast } from './toast';

function fakeInstance() {
  return {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    open: vi.fn(),
    destroy: vi.fn(),
  };
}

describe('toast', () => {
  it('asks for the host on the first toast and delivers queued toasts once it binds', () => {
    const wanted = vi.fn();
    const stopListening = onToastHostWanted(wanted);

    toast.error('Logout failed', 'Session expired');
    expect(wanted).toHaveBeenCalled();

    const api = fakeInstance();
    const unbind = bindToastInstance(api as unknown as NotificationInstance);
    expect(api.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Logout failed', description: 'Session expired', role: 'alert' }),
    );

    toast.success('Link copied!', 'The link has been copied to your clipboard.');
    expect(api.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Link copied!', role: 'status' }),
    );
    unbind();
    stopListening();
  });
});
