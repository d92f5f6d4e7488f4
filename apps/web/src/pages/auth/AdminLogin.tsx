import { LoginForm, PORTALS } from './LoginForm';

export default function AdminLoginPage() {
  return <LoginForm portal={PORTALS.admin} />;
}
