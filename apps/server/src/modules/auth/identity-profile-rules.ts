import { profileNameSchema } from '@phonebazaar/shared';
import { APIError } from 'better-auth/api';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import { cleanProfileName } from '../../lib/profile-name.ts';

interface ProfileFields {
  email?: unknown;
  name?: unknown;
  image?: unknown;
}

const refuse = (message: string) =>
  new APIError('BAD_REQUEST', { message, code: 'INVALID_PROFILE' });

/**
 * The profile rules of PATCH /api/users/me on better-auth's own paths (issue #14 findings 5
 * and 6): sign-up took a 60,000-character name and `javascript:` pictures, and both were copied
 * into every listing. What a person typed (email sign-up, update-user) is refused with 400;
 * what a social provider sent cannot be fixed by the person, so it is cleaned instead: the
 * name cut to the rules, a picture we do not allow dropped (no picture rather than no sign-in).
 */
export function identityProfileRules(env: Env) {
  const images = createImageUrlPolicy(env);

  function strictName(name: unknown): string {
    const parsed = profileNameSchema.safeParse(name);
    if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'Name is not allowed');
    return parsed.data;
  }
  function strictImage(image: unknown): string | null {
    if (image === null || image === undefined || image === '') return null;
    const canonical = typeof image === 'string' ? images.canonical(image) : undefined;
    if (canonical === undefined) throw refuse(images.refusal);
    return canonical || null;
  }

  return {
    /** databaseHooks.user.create.before: `path` is the better-auth endpoint creating the user. */
    create<T extends ProfileFields>(user: T, path: string | undefined): { data: T } {
      if (path?.startsWith('/sign-up')) {
        return { data: { ...user, name: strictName(user.name), image: strictImage(user.image) } };
      }
      const fallback = typeof user.email === 'string' ? user.email.split('@')[0] : '';
      const name =
        cleanProfileName(typeof user.name === 'string' ? user.name : '') ||
        cleanProfileName(fallback);
      const image = typeof user.image === 'string' ? images.canonical(user.image) || null : null;
      return { data: { ...user, name, image } };
    },

    /** databaseHooks.user.update.before: only the fields being changed are checked. */
    update<T extends ProfileFields>(data: T): { data: T } {
      return {
        data: {
          ...data,
          ...(data.name !== undefined ? { name: strictName(data.name) } : {}),
          ...(data.image !== undefined ? { image: strictImage(data.image) } : {}),
        },
      };
    },
  };
}
