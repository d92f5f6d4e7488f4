import { Alert, Container, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { MSG } from '@innkeep/api-contract';
import { useLocalize } from '../i18n/language';

/** What a staff member sees on a staff page until an administrator approves the account. */
export function PendingApproval() {
  const localize = useLocalize();
  return (
    <Container size="sm" py={80}>
      <Alert
        variant="light"
        color="yellow"
        // The notice is the whole page: its title is the page's heading.
        title={
          <Title order={1} size="h4">
            {localize(MSG.pendingApprovalTitle)}
          </Title>
        }
        icon={<IconClockHour4 />}
        role="alert"
      >
        {localize(MSG.pendingApprovalText)}
      </Alert>
    </Container>
  );
}
