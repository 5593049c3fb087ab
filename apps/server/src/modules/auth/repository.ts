import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salons, sessions, users, type SessionRow, type UserRow } from '../../db/schema';

export interface NewSession {
  userId: string;
  salonId: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

/** Sign-in sessions; a token is only as valid as its row (not revoked, not expired). */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  async create(session: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(session).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** The session, its user, and whether the user's salon is enabled (null for platform accounts). */
  async findWithUser(
    sessionId: string,
  ): Promise<{ session: SessionRow; user: UserRow; salonActive: boolean | null } | undefined> {
    const [row] = await this.db
      .select({ session: sessions, user: users, salonActive: salons.active })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(salons, eq(salons.id, users.salonId))
      .where(eq(sessions.id, sessionId));
    return row;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of the user, except `keepSessionId` when given. */
  async revokeAllOfUser(userId: string, keepSessionId?: string): Promise<void> {
    const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
  }
}
