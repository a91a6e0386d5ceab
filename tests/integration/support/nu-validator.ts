// The W3C Nu HTML Checker (the vnu-jar package, run by the machine's Java 17 or later) over a set
// of documents in one Java start: each document's errors, as readable lines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** name -> HTML in, name -> its errors ("line 12: message (extract)") out; warnings are left out. */
export function nuErrors(documents: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'jacobs-nu-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((name, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, documents[name]);
      return file;
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.error) throw new Error(`The Nu validator needs Java 17 or later on the PATH: ${run.error.message}`);
    // The checker writes its JSON report to stderr and exits with 1 when it found errors.
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const errors: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const message of messages) {
      if (message.type === 'info') continue;
      if (message.type === 'non-document-error' || !message.url) throw new Error(`The Nu validator could not check the pages: ${message.message}`);
      const name = names[Number(basename(message.url, '.html'))];
      errors[name].push(`line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` (${message.extract.trim()})` : ''}`);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
