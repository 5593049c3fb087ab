import type { NewUserRow } from '../../db/schema';
import type { Viewer } from '../../http/viewer';
import { type AccountService, unusablePasswordHash } from '../accounts';

/** What a website booking form says of its client. */
export interface WebsiteClientDetails {
  name: string;
  email: string;
  mobile: string;
  gender?: NewUserRow['gender'];
  isNewUser?: boolean;
}

/**
 * Who a website booking (one service or a visit) is for: the signed-in customer of the salon; else a
 * known e-mail's booking stays a guest's, claimable by link when the account is this salon's client;
 * else a new client account when asked for and the phone is free in the salon.
 */
export async function websiteClientOf(
  accounts: AccountService,
  salonId: string,
  body: WebsiteClientDetails,
  stylistId: string,
  viewer: Viewer | null,
): Promise<{ userId: string | null; newClient?: Omit<NewUserRow, 'id'>; claimable?: boolean }> {
  if (viewer && viewer.role === 'user' && viewer.salonId === salonId) return { userId: viewer.userId };
  const account = await accounts.holderOf(body.email);
  if (account) {
    return { userId: null, claimable: account.role === 'user' && account.salonId === salonId };
  }
  if (!body.isNewUser || (await accounts.phoneTakenInSalon(salonId, body.mobile))) {
    return { userId: null };
  }
  return {
    userId: null,
    newClient: {
      salonId,
      role: 'user' as const,
      name: body.name,
      email: body.email.toLowerCase(),
      phone: body.mobile,
      gender: body.gender ?? null,
      passwordHash: await unusablePasswordHash(),
      platform: 'web',
      stylistId,
    },
  };
}
