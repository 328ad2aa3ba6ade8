import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { ApiError, messageText } from '@/shared/api-client';
import { notifyError, notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';

/** Runs a picture write; a refusal is told in a notification (the client only logs it). */
export function useImageWrite(reload: () => Promise<unknown>) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      notifySuccess(success);
      await reload();
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notifyError(t('images.failed', { message: messageText(err.message) }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
