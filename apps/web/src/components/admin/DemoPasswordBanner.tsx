import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEMO_DATA_MSG } from '@innkeep/api-contract';
import { trpc } from '../../lib/trpc';

/** Shown on the admin dashboard while any demo account still signs in with its published password. */
export function DemoPasswordBanner() {
  // Each check is a few argon2 verifications on the server: a minute-old answer is good enough.
  const status = trpc.admin.settings.demoStatus.useQuery(undefined, { staleTime: 60_000 });
  const emails = status.data?.demoPasswordsInUse ?? [];
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
