/**
 * Who may call a route. Every route declares one in its `config.access`; buildApp refuses to start with a
 * route that does not, so a new route cannot be added without deciding its policy.
 *
 * - public: anyone, signed in or not
 * - authenticated: any signed-in user
 * - admin: admin roles (admin, super_admin, superuser, super_user, executive_admin)
 * - super: super roles (super_admin, super_user, superuser)
 */
export type Access = 'public' | 'authenticated' | 'admin' | 'super';

export const ACCESS_LEVELS: readonly Access[] = ['public', 'authenticated', 'admin', 'super'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
