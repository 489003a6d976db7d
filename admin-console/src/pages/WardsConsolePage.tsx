import { WardsConsole } from '../features/organisation/components/WardsConsole';

export default function WardsConsolePage() {
  return <WardsConsole />;
}
