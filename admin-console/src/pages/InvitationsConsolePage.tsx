import { InvitationsConsole } from '../features/invitations/components/InvitationsConsole';

export default function InvitationsConsolePage() {
  return <InvitationsConsole />;
}
