import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useRef, useState } from 'react';
import { Input, Loader } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useSiteLanguage } from '@/shared/i18n';
import { CAPTCHA_URL } from '../api/captcha';
import { NS } from '../i18n';
import type * as AltchaSetup from './altcha-setup';
import { useCaptchaStrings } from './captcha-strings';
import classes from './CaptchaField.module.css';

type AltchaModule = typeof AltchaSetup;

interface StateChange {
  state: string;
  payload?: string;
}

/** The widget's payload once the proof of work is done, '' in every other state. */
function payloadOf(event: Event): string {
  const detail = (event as CustomEvent<StateChange | undefined>).detail;
  return detail?.state === 'verified' && detail.payload ? detail.payload : '';
}

/** Loads the widget code on first use: only account creation needs it. */
function useAltcha(): AltchaModule | null {
  const [altcha, setAltcha] = useState<AltchaModule | null>(null);
  useEffect(() => {
    let live = true;
    void import('./altcha-setup').then((module) => live && setAltcha(module));
    return () => {
      live = false;
    };
  }, []);
  return altcha;
}

interface CaptchaFieldProps {
  /** Called with the base64 payload to send as `captcha`, or '' when not (or no longer) solved. */
  onChange: (payload: string) => void;
  /** The server's refusal of the last solution (INVALID_CAPTCHA). */
  error?: string;
  /** True once a refused attempt has used up a solution and a new check started. */
  renewed?: boolean;
}

/**
 * ALTCHA's proof of work, solved in the browser. It starts as soon as a field
 * of the form gets focus, so it is usually done before the form is filled in.
 */
export function CaptchaField({ onChange, error, renewed = false }: CaptchaFieldProps) {
  const { t } = useTranslation([NS, 'translation']);
  const language = useSiteLanguage();
  const altcha = useAltcha();
  const strings = useCaptchaStrings();
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    altcha?.setCaptchaStrings(language, strings);
  }, [altcha, language, strings]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => onChange(payloadOf(event));
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [altcha, onChange]);

  useEffect(() => {
    const element = widget.current as AltchaWidgetElement | null;
    // A field focused before the widget's code arrived started nothing (the
    // widget listens for focus only once it exists): start the work now.
    if (!element?.closest('form')?.contains(document.activeElement)) return;
    if (typeof element.verify !== 'function' || element.getState?.() !== 'unverified') return;
    element.verify().catch(() => undefined);
  }, [altcha]);

  return (
    <Input.Wrapper
      label={t('create.captcha')}
      description={renewed ? t('create.captchaRenewed') : t('create.captchaHelp')}
      error={error}
    >
      {altcha ? (
        <altcha-widget
          ref={widget}
          challenge={CAPTCHA_URL}
          name="captcha"
          auto="onfocus"
          language={language}
          className={classes.widget}
        />
      ) : (
        <Loader size="sm" mt="xs" aria-label={t('translation:state.loading')} />
      )}
    </Input.Wrapper>
  );
}
