// A small real disk for the tests of a full one: a tmpfs mounted on a folder of its own, which a
// test fills up to a given free space with one filler file (fallocate) and frees again. Mounting
// needs root (or a container allowed to): canMountTmpfs() says whether this machine lets a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function canMountTmpfs(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'jacobs-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface SmallDisk {
  /** A folder on the disk for the server's DATA_DIR. */
  dataDir: string;
  /** Takes all of the disk's free space but `leaveBytes`. */
  fill(leaveBytes: number): void;
  /** Gives back what fill() took. */
  free(): void;
  unmount(): void;
}

export function mountSmallDisk(megabytes: number): SmallDisk {
  const mountPoint = mkdtempSync(join(tmpdir(), 'jacobs-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', mountPoint]);
  const filler = join(mountPoint, 'filler');
  const free = () => rmSync(filler, { force: true });
  return {
    dataDir: join(mountPoint, 'data'),
    fill(leaveBytes) {
      free();
      const { bavail, bsize } = statfsSync(mountPoint);
      execFileSync('fallocate', ['-l', String(Math.max(bsize, bavail * bsize - leaveBytes)), filler]);
    },
    free,
    unmount() {
      execFileSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
