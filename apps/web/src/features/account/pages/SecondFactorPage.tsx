import { useState, type ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Image, List } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { SecondFactorSetup, SecondFactorState } from '@millenaire/contracts/users';
import { useTranslation } from '@/shared/i18n';
import { startSession } from '@/shared/auth/session-actions';
import { refusalOnField } from '@/shared/field-errors';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import {
  confirmSecondFactor,
  renewRecoveryCodes,
  secondFactorQuery,
  setUpSecondFactor,
  turnOffSecondFactor,
} from '../api/second-factor';
import { codeMissing } from '../account-rules';
import { AccountCard } from '../components/AccountCard';
import { CodeField } from '../components/CodeField';
import { SubmitWithHint } from '../components/MissingHint';
import { continueTo, isContinuation } from '../continue';

const wrongCode = (error: unknown) => refusalOnField(error, 'code', { WRONG_CODE: 'code' });

/** A code typed into a small form of its own: `send` gets it, `onCancel` goes back. */
function CodeForm({
  text,
  label,
  submit,
  send,
  onCancel,
}: {
  text: string;
  label: string;
  submit: string;
  send: { mutate: (code: string) => void; isPending: boolean; error: unknown; reset: () => void };
  onCancel?: () => void;
}) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const missing = codeMissing(code);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) send.mutate(code);
      }}
    >
      <Stack gap="sm">
        <Text>{text}</Text>
        <CodeField
          label={label}
          value={code}
          error={wrongCode(send.error)}
          onChange={(value) => {
            if (send.error) send.reset();
            setCode(value);
          }}
        />
        <SubmitWithHint label={submit} missing={missing} pending={send.isPending} />
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            {t('secondFactor.cancel')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown once: copy them, download them, then go on. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const text = codes.join('\n');
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('secondFactor.codesTitle')}</Text>
      <Text size="sm">{t('secondFactor.codesText')}</Text>
      <List
        type="ordered"
        withPadding
        spacing={2}
        ff="monospace"
        fz="lg"
        data-testid="recovery-codes"
        styles={{ root: { columns: '2 9rem' } }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Stack gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('secondFactor.copied') : t('secondFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          component="a"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download={t('secondFactor.fileName')}
        >
          {t('secondFactor.download')}
        </Button>
      </Stack>
      <Button onClick={onDone}>{t('secondFactor.kept')}</Button>
    </Stack>
  );
}

/** The new secret as a QR code and as text, then a code of it turns the second factor on. */
function SetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: SecondFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NS);
  const confirm = useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: ({ token, recoveryCodes }) => {
      startSession(token);
      notifySuccess(t('secondFactor.turnedOn'));
      onConfirmed(recoveryCodes);
    },
  });
  // Groups of four, as authenticator apps show keys typed by hand.
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <Stack gap="sm">
      <Text>{t('secondFactor.scan')}</Text>
      <Image
        src={setup.qr}
        alt={t('secondFactor.qrAlt')}
        w={200}
        h={200}
        mx="auto"
        bg="white"
        radius="sm"
      />
      <Text size="sm">{t('secondFactor.manual')}</Text>
      <Group gap="xs" justify="space-between">
        <Code fz="sm" data-testid="second-factor-key">
          {key}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? t('secondFactor.copied') : t('secondFactor.copyKey')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <CodeForm
        text={t('secondFactor.confirm')}
        label={t('secondFactor.code')}
        submit={t('secondFactor.turnOn')}
        send={confirm}
        onCancel={onCancel}
      />
    </Stack>
  );
}

type Step = 'idle' | 'renew' | 'off';

/** The second factor as it is, with what can be done to it. */
function SecondFactorSettings({ state, onDone }: { state: SecondFactorState; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const idle = () => setStep('idle');
  const setup = useMutation({ mutationFn: setUpSecondFactor });
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
  });
  const off = useMutation({
    mutationFn: turnOffSecondFactor,
    onSuccess: () => {
      notifySuccess(t('secondFactor.turnedOff'));
      idle();
    },
  });

  if (codes) {
    const done = () => {
      setCodes(null);
      setup.reset();
      renew.reset();
      idle();
      onDone();
    };
    return <RecoveryCodesPanel codes={codes} onDone={done} />;
  }
  if (setup.data) {
    return <SetupPanel setup={setup.data} onConfirmed={setCodes} onCancel={() => setup.reset()} />;
  }
  let body: ReactNode;
  if (step === 'renew') {
    body = (
      <CodeForm
        text={t('secondFactor.newCodesText')}
        label={t('secondFactor.code')}
        submit={t('secondFactor.getCodes')}
        send={renew}
        onCancel={idle}
      />
    );
  } else if (step === 'off') {
    body = (
      <CodeForm
        text={t('secondFactor.turnOffText')}
        label={t('loginCode.code')}
        submit={t('secondFactor.turnOffConfirm')}
        send={off}
        onCancel={idle}
      />
    );
  } else if (state.on) {
    body = (
      <Stack gap="xs">
        <Button variant="light" onClick={() => setStep('renew')}>
          {t('secondFactor.newCodes')}
        </Button>
        <Button variant="default" loading={setup.isPending} onClick={() => setup.mutate()}>
          {t('secondFactor.move')}
        </Button>
        {!state.required && (
          <Button variant="subtle" color="red" onClick={() => setStep('off')}>
            {t('secondFactor.turnOff')}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <Button loading={setup.isPending} onClick={() => setup.mutate()}>
        {t('secondFactor.start')}
      </Button>
    );
  }
  return (
    <Stack gap="md">
      {state.on ? (
        <Alert color="green" variant="light" icon={<IconShieldCheck size={18} />}>
          {t('secondFactor.on')} {t('secondFactor.codesLeft', { count: state.recoveryCodesLeft })}
        </Alert>
      ) : (
        <Alert
          color={state.required ? 'orange' : 'gray'}
          variant="light"
          icon={<IconShieldOff size={18} />}
        >
          {state.required ? t('secondFactor.required') : t('secondFactor.off')}
        </Alert>
      )}
      {body}
    </Stack>
  );
}

/**
 * Two-step sign-in: set it up (a QR code, a code, ten recovery codes), new
 * recovery codes, another phone, or off (members only: administrators must
 * keep it). `?continue=` is where an administrator sent here goes on after.
 */
export function SecondFactorPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('continue');
  const state = useQuery(secondFactorQuery());
  const onDone = () => {
    if (isContinuation(next)) continueTo(next, navigate);
  };
  return (
    <AccountCard title={t('pages.secondfactor')} intro={t('secondFactor.intro')}>
      <QueryState query={state}>
        {(current) => <SecondFactorSettings state={current} onDone={onDone} />}
      </QueryState>
    </AccountCard>
  );
}
