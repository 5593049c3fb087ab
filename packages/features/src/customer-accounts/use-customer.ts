import { logout } from '@salon/api/auth/endpoints';
import type { UserInfo } from '@salon/api/auth/schemas';
import { isApiError } from '@salon/api/errors';
import type { Gender } from '@salon/api/shared/schemas';
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useApi, useProfile, useSessionStore, useUserInfo } from '../core';

/** The signed-in customer as the site shows and prefills it (the booking form: name, e-mail, phone, gender). */
export interface Customer {
  _id: string;
  name: string;
  email: string;
  /** From the profile; null while it loads or when the account has none. */
  phone: string | null;
  gender: Gender | null;
}

export interface UseCustomer {
  /** The customer of THIS salon's site, or null (signed out, or signed in at another salon). */
  customer: Customer | null;
  /** The profile (phone, gender) is loading. */
  isLoading: boolean;
  /** Ends the session on the server (best effort) and here. */
  signOut: () => Promise<void>;
}

/** A session belongs to the site of `salonName` when it is a customer (`user`) of that salon. */
export function isCustomerOf(info: UserInfo | null, salonName: string | undefined): info is UserInfo {
  return (
    !!info &&
    !!salonName &&
    info.role === 'user' &&
    !!info.salon?.slug &&
    info.salon.slug === salonName.toLowerCase()
  );
}

/**
 * The signed-in customer of the salon site `salonName` (the route's `:salonName` by default), with their
 * phone and gender from `GET /users/get-user`, and sign-out. The site's session is its own
 * (`CUSTOMER_INFO_KEY`), apart from the dashboard's; a session the server no longer accepts (e.g. after
 * a password reset) is dropped.
 */
export function useCustomer(salonName?: string): UseCustomer {
  const params = useParams<{ salonName: string }>();
  const site = salonName ?? params.salonName;
  const session = useSessionStore();
  const api = useApi();
  const info = useUserInfo();
  const own = isCustomerOf(info, site) ? info : null;
  const profile = useProfile(own?._id);

  useEffect(() => {
    if (own && isApiError(profile.error) && profile.error.status === 401) session.set(null);
  }, [own, profile.error, session]);

  const signOut = useCallback(async () => {
    try {
      await api(logout);
    } catch {
      // The session ends here in any case; an unreachable server keeps a row that expires on its own.
    }
    session.set(null);
  }, [api, session]);

  const customer = useMemo<Customer | null>(
    () =>
      own
        ? {
            _id: own._id,
            name: profile.data?.name ?? own.name,
            email: profile.data?.email ?? own.email,
            phone: profile.data?.phone ?? null,
            gender: profile.data?.gender ?? null,
          }
        : null,
    [own, profile.data],
  );

  return { customer, isLoading: !!own && profile.isLoading, signOut };
}
