import { BranchesConsole } from '../features/organisation/components/BranchesConsole';

export default function BranchesConsolePage() {
  return <BranchesConsole />;
}
