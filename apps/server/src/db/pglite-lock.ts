import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is already in use by another server process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop the other process, or set DATA_DIR (or DATABASE_URL) ' +
        'to use another database.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file beside a PGlite folder, holding the owner's pid. Two processes writing one
 * PGlite folder corrupt it, so a second open fails with a clear message. A lock whose pid is no longer
 * running (a crash, a kill -9) is stale and taken over.
 */
export function acquirePgliteLock(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DatabaseLockedError(folder, owner);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock the database folder ${folder}`);
}
