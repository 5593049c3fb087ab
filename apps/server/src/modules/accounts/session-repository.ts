import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { salons, sessions, users, type SessionRow, type UserRow } from '../../db/schema';

export interface NewSession {
  userId: string;
  salonId: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

/** What checking a token needs of its session, user and salon: one indexed lookup. */
export interface SessionCheck {
  sessionId: string;
  sessionSalonId: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: string;
  role: UserRow['role'];
  userSalonId: string | null;
  active: boolean;
  /** Null for platform accounts (no salon). */
  salonActive: boolean | null;
}

/** Sign-in sessions; a token is only as valid as its row (not revoked, not expired). */
export class SessionRepository {
  /** Every request checks its session: a prepared statement, bound per call rather than rebuilt. */
  private readonly checkQuery;

  constructor(private readonly db: Database) {
    this.checkQuery = db
      .select({
        sessionId: sessions.id,
        sessionSalonId: sessions.salonId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userId: users.id,
        role: users.role,
        userSalonId: users.salonId,
        active: users.active,
        salonActive: salons.active,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(salons, eq(salons.id, users.salonId))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .prepare('session_check');
  }

  /** The session of a token with what decides whether it still signs its user in. */
  async check(sessionId: string): Promise<SessionCheck | undefined> {
    const [row] = await this.checkQuery.execute({ sessionId });
    return row;
  }

  async create(session: NewSession): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(session).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of the user, except `keepSessionId` when given; in `tx` when given. */
  async revokeAllOfUser(userId: string, keepSessionId?: string, tx: Database = this.db): Promise<void> {
    const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
  }
}
