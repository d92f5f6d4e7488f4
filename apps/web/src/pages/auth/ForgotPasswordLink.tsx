import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MAIL_MSG } from '@innkeep/api-contract';

/** "Forgot password?" under every sign-in form's password field. */
export function ForgotPasswordLink() {
  return (
    <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
      {MAIL_MSG.forgotPassword}
    </Anchor>
  );
}
