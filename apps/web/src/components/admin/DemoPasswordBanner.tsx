import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEMO_DATA_MSG } from '@innkeep/api-contract';

/** Shown on the admin dashboard while any demo account still signs in with its published password. */
export function DemoPasswordBanner({ emails }: { emails: readonly string[] }) {
  if (emails.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" radius="md" mb="md" icon={<IconAlertTriangle size={20} />} title={DEMO_DATA_MSG.bannerTitle}>
      {DEMO_DATA_MSG.bannerText(emails)}{' '}
      <Anchor component={Link} to="/admin/dashboard?tab=settings" fw={600} size="sm" c="inherit">
        Open Settings
      </Anchor>
    </Alert>
  );
}
