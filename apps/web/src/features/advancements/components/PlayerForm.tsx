import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './Advancements.module.css';

/** The login input and Go: opens /advancements/{login}, a link the player can share. */
export function PlayerForm({ player }: { player: string | undefined }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [login, setLogin] = useState(player ?? '');
  const trimmed = login.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed === '') return;
    void navigate(`/advancements/${encodeURIComponent(trimmed)}`);
  }

  return (
    <form className={classes.form} onSubmit={submit} role="search">
      <TextInput
        className={classes.loginInput}
        label={t('login')}
        placeholder={t('loginPlaceholder')}
        value={login}
        onChange={(event) => setLogin(event.currentTarget.value)}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" disabled={trimmed === ''} leftSection={<IconSearch size={16} />}>
        {t('go')}
      </Button>
    </form>
  );
}
