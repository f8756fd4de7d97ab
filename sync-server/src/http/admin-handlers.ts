import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { signedInUser } from './guards';
import { idParam } from './params';
import type { Write } from './write-routes';

type AdminChange = (db: Db, admin: User, input: unknown, ip: string) => Promise<unknown>;
type AdminRowChange = (db: Db, admin: User, id: number, input: unknown, ip: string) => Promise<unknown>;

/** A back-office change made from the request body: 200 with what the service answers. */
export const adminChange = (change: AdminChange): Write => ({
  run: async ({ db, user, body, ip }) => ({ body: await change(db, signedInUser({ user }), body, ip) }),
});

/** A back-office row created from the request body: 201 with the new row. */
export const adminCreate = (create: AdminChange): Write => ({
  run: async ({ db, user, body, ip }) => ({ status: 201, body: await create(db, signedInUser({ user }), body, ip) }),
});

/** A change to the back-office row whose id the path names; an id that is no positive number is a 404 with `missing`. */
export const adminRowChange = (missing: string, change: AdminRowChange): Write => ({
  run: async ({ db, user, params, body, ip }) => ({
    body: await change(db, signedInUser({ user }), idParam(params.id, missing), body, ip),
  }),
});
