import { Container } from '@/shared/ui/Container';
import { useRouteError } from 'react-router';
import { LoadError } from '@/shared/ui/QueryState';

/** Last resort when a page fails to render, such as a chunk that cannot load. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="md" py="xl">
      <LoadError error={error} />
    </Container>
  );
}
