import { useEffect } from 'react';
import { Container } from '@/shared/ui/Container';
import { useRouteError } from 'react-router';
import { LoadError } from '@/shared/ui/QueryState';
import { markAppReady } from './viewer-answers';

/** Last resort when a page fails to render, such as a chunk that cannot load. */
export function RouteError() {
  const error = useRouteError();
  // Outside any area's layout (its root failed), the message's button answers too.
  useEffect(markAppReady, []);
  return (
    <Container size="md" py="xl">
      <LoadError error={error} />
    </Container>
  );
}
