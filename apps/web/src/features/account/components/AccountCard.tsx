import type { FormEvent, ReactNode } from 'react';
import { Paper } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { PageTitle } from '@/shared/ui/PageTitle';
import classes from './AccountCard.module.css';

interface AccountCardProps {
  /** The page's name, in the title. */
  title: string;
  intro?: ReactNode;
  /** When given, the card is a form submitted by its submit button or Enter. */
  onSubmit?: () => void;
  children: ReactNode;
  /** Links under the card (other account screens). */
  footer?: ReactNode;
}

function submitHandler(onSubmit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
}

/** The account screens' frame: the page title, then a narrow centred card. */
export function AccountCard({ title, intro, onSubmit, children, footer }: AccountCardProps) {
  const body = (
    <Stack gap="md">
      {intro && <Text c="dimmed">{intro}</Text>}
      {children}
    </Stack>
  );
  return (
    <>
      <PageTitle area="user" item={title} />
      <div className={classes.frame}>
        <Paper withBorder shadow="sm" radius="md" className={classes.card}>
          {onSubmit ? (
            <form onSubmit={submitHandler(onSubmit)} noValidate>
              {body}
            </form>
          ) : (
            body
          )}
        </Paper>
        {footer && <div className={classes.footer}>{footer}</div>}
      </div>
    </>
  );
}
