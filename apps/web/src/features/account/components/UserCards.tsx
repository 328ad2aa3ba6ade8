import { Paper } from '@/shared/ui/Paper';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import { UserEmail, UserLastLogin, UserLevel, UserLogin, type UserListProps } from './UserFacts';
import { UserActions } from './UserModeration';
import classes from './UserList.module.css';

/** Phones: one card per account, its facts stacked, nothing to scroll sideways. */
export function UserCards({ list }: { list: UserListProps }) {
  const { t } = useTranslation(NS);
  return (
    <ul className={classes.cards}>
      {list.users.map((user) => (
        <li key={user.id}>
          <Paper
            withBorder
            p="sm"
            className={classes.card}
            aria-label={user.login}
            component="article"
          >
            <div className={classes.cardHead}>
              <UserLogin user={user} selfId={list.selfId} />
            </div>
            <UserLevel user={user} list={list} />
            <dl className={classes.facts}>
              <dt>{t('admin.columns.email')}</dt>
              <dd>
                <UserEmail user={user} />
              </dd>
              <dt>{t('admin.columns.lastlogin')}</dt>
              <dd>
                <UserLastLogin user={user} />
              </dd>
              <dt>{t('admin.columns.logincount')}</dt>
              <dd>{user.logincount}</dd>
            </dl>
            <UserActions user={user} />
          </Paper>
        </li>
      ))}
    </ul>
  );
}
