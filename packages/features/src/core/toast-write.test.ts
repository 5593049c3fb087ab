import { ApiError } from '@salon/api/errors';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastWrite } from './toast-write';

describe('toastWrite', () => {
  // Spies on the toasts, not a replaced module: unit files share their worker's modules.
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockReturnValue('');
    vi.spyOn(toast, 'error').mockReturnValue('');
  });
  afterEach(() => vi.restoreAllMocks());

  it("toasts the server's message, then reloads", async () => {
    const reload = vi.fn(async () => undefined);
    await toastWrite(async () => 'Status updated', reload);
    expect(toast.success).toHaveBeenCalledWith('Status updated');
    expect(reload).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts the error and does not reload when the write fails', async () => {
    const reload = vi.fn(async () => undefined);
    await toastWrite(() => Promise.reject(new ApiError('Salon is disabled', 409)), reload);
    expect(toast.error).toHaveBeenCalledWith('Salon is disabled');
    expect(toast.success).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('toasts a failed reload as an error instead of throwing', async () => {
    await expect(
      toastWrite(
        async () => 'Saved',
        () => Promise.reject(new Error('Network error')),
      ),
    ).resolves.toBeUndefined();
    expect(toast.success).toHaveBeenCalledWith('Saved');
    expect(toast.error).toHaveBeenCalledWith('Network error');
  });
});
