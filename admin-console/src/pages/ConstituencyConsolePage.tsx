import { ConstituencyConsole } from '../features/organisation/components/ConstituencyConsole';

export default function ConstituencyConsolePage() {
  return <ConstituencyConsole />;
}
