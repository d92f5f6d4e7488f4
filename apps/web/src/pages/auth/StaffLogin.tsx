import { LoginForm, PORTALS } from './LoginForm';

export default function StaffLoginPage() {
  return <LoginForm portal={PORTALS.staff} />;
}
