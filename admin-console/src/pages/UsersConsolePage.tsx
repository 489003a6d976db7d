import { UsersConsole } from '../features/users/components/UsersConsole';

export default function UsersConsolePage() {
  return <UsersConsole />;
}
