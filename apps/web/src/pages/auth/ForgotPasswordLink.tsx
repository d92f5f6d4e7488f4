import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MAIL_MSG } from '@innkeep/api-contract';
import { useLocalize } from '../../i18n/language';

/** "Forgot password?" under every sign-in form's password field. */
export function ForgotPasswordLink() {
  const localize = useLocalize();
  return (
    <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
      {localize(MAIL_MSG.forgotPassword)}
    </Anchor>
  );
}
