import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryToast, showCarriedToast } from './carriedToast';
import { toast } from './toast';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a toast carried to the next page', () => {
  it('is shown once by the page that starts next, then forgotten', () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    carryToast('success', 'Logged out successfully', 'You have been signed out of your account.');
    expect(success).not.toHaveBeenCalled();

    showCarriedToast();
    expect(success).toHaveBeenCalledWith(
      'Logged out successfully',
      'You have been signed out of your account.',
    );

    showCarriedToast();
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when none was left, or when what is stored is no toast', () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    showCarriedToast();
    sessionStorage.setItem('carriedToast', '{"kind":"alert","title":"<b>"}');
    showCarriedToast();
    sessionStorage.setItem('carriedToast', 'not json');
    showCarriedToast();
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('carriedToast')).toBeNull();
  });
});
