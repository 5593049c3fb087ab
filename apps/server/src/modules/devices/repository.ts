import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceTokens, type DevicePlatformValue, type DeviceTokenRow } from '../../db/schema';

export interface DeviceValues {
  token: string;
  platform: DevicePlatformValue;
  appId: string | null;
}

/** The device tokens of salon accounts; the only code that knows their table. */
export class DeviceRepository {
  constructor(private readonly db: Database) {}

  /**
   * The token is now this account's, in its salon: its row in another salon (another account there) is
   * removed and its row here is written or taken over. Registrations of one token take turns on an
   * advisory lock, so two accounts racing for one install end with one row.
   */
  async register(salonId: string, userId: string, values: DeviceValues): Promise<DeviceTokenRow> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`device:${values.token}`}, 0))`);
      await tx
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.token, values.token), ne(deviceTokens.salonId, salonId)));
      const [row] = await tx
        .insert(deviceTokens)
        .values({ salonId, userId, ...values })
        .onConflictDoUpdate({
          target: [deviceTokens.salonId, deviceTokens.token],
          set: { userId, platform: values.platform, appId: values.appId, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('Upsert returned no row');
      return row;
    });
  }

  /** Removes the account's own token; another account's stays. Whether a row went. */
  async remove(salonId: string, userId: string, token: string): Promise<boolean> {
    const rows = await this.db
      .delete(deviceTokens)
      .where(
        and(
          eq(deviceTokens.salonId, salonId),
          eq(deviceTokens.token, token),
          eq(deviceTokens.userId, userId),
        ),
      )
      .returning({ token: deviceTokens.token });
    return rows.length > 0;
  }

  /** The account's devices, oldest registration first. */
  async listOf(salonId: string, userId: string): Promise<DeviceTokenRow[]> {
    return this.db
      .select()
      .from(deviceTokens)
      .where(and(eq(deviceTokens.salonId, salonId), eq(deviceTokens.userId, userId)))
      .orderBy(deviceTokens.createdAt, deviceTokens.token);
  }

  /** The tokens the push worker sends an account's push to. */
  async tokensOf(salonId: string, userId: string): Promise<string[]> {
    return (await this.listOf(salonId, userId)).map((row) => row.token);
  }

  /** Deletes tokens FCM reported as invalid. */
  async removeTokens(salonId: string, tokens: string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.db
      .delete(deviceTokens)
      .where(and(eq(deviceTokens.salonId, salonId), inArray(deviceTokens.token, tokens)));
  }
}
