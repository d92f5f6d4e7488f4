import { LoginForm, PORTALS } from './LoginForm';

export default function CustomerLoginPage() {
  return <LoginForm portal={PORTALS.customer} />;
}
