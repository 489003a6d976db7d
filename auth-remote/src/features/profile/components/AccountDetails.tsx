import { userRoles, type SessionUser } from '@party/shared-ui';

/** "super_admin" → "Super admin": role names as the server spells them, made readable. */
function roleLabel(role: string): string {
  const words = role.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the user cannot change themselves: username, email and role (read-only). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const roles = userRoles(user);
  return (
    <dl className="ar-details">
      <dt>Username</dt>
      <dd>{user.username || '—'}</dd>
      <dt>Email</dt>
      <dd>{user.email || '—'}</dd>
      <dt>{roles.length > 1 ? 'Roles' : 'Role'}</dt>
      <dd>{roles.length > 0 ? roles.map(roleLabel).join(', ') : '—'}</dd>
    </dl>
  );
}
