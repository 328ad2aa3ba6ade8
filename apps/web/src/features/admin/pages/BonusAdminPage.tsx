import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { BONUS_LOGIN_PATTERN, type BonusPlayer } from '@millenaire/contracts/advancements';
import { formatDate } from '@/shared/format-date';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useAddBonusPlayer } from '../api/add-bonus-player';
import { useBonusPlayers } from '../api/get-bonus-players';
import { useRemoveBonusPlayer } from '../api/remove-bonus-player';
import { AdminOnly } from '../components/AdminOnly';
import classes from '../components/Admin.module.css';

function AddForm() {
  const { t } = useTranslation(NS);
  const [login, setLogin] = useState('');
  const add = useAddBonusPlayer((added) => {
    notifySuccess(t('bonus.added', { login: added }));
    setLogin('');
  });
  const valid = BONUS_LOGIN_PATTERN.test(login);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) add.mutate(login.trim());
  }
  return (
    <form className={classes.inlineForm} onSubmit={submit}>
      <TextInput
        className={classes.grow}
        label={t('bonus.login')}
        description={t('bonus.loginHint')}
        value={login}
        onChange={(event) => setLogin(event.currentTarget.value)}
        maxLength={32}
        autoComplete="off"
      />
      <Button
        type="submit"
        disabled={!valid}
        loading={add.isPending}
        leftSection={<IconPlus size={16} />}
      >
        {t('bonus.add')}
      </Button>
    </form>
  );
}

function BonusTable({ players }: { players: BonusPlayer[] }) {
  const { t } = useTranslation(NS);
  const remove = useRemoveBonusPlayer((login) => notifySuccess(t('bonus.removed', { login })));
  if (players.length === 0) return <Text c="dimmed">{t('bonus.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bonus.player')}</Table.Th>
            <Table.Th>{t('bonus.grantedOn')}</Table.Th>
            <Table.Th>
              <span className={classes.hidden}>{t('actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player) => (
            <Table.Tr key={player.login}>
              <Table.Td>{player.login}</Table.Td>
              <Table.Td>{formatDate(player.grantedon)}</Table.Td>
              <Table.Td className={classes.actions}>
                <Button
                  variant="light"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} />}
                  loading={remove.isPending && remove.variables === player.login}
                  onClick={() => remove.mutate(player.login)}
                  aria-label={t('bonus.removeLabel', { login: player.login })}
                >
                  {t('bonus.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BonusAdministration() {
  const { t } = useTranslation(NS);
  const players = useBonusPlayers();
  return (
    <>
      <Text mb="md">{t('bonus.intro')}</Text>
      <AddForm />
      <QueryState query={players}>{(list) => <BonusTable players={list} />}</QueryState>
    </>
  );
}

/** Players granted the bonus house (the mod asks /php/bonuscheck.php). */
export function BonusAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.bonus')}>{() => <BonusAdministration />}</AdminOnly>;
}
