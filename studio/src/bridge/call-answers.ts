// A server call's answer crosses the bridge as data (IPC and studio:web's JSON alike): JSON and
// text as they are, a file (the backup) as base64 with its type, made a Blob again on the other side.
import { base64ToBytes, bytesToBase64 } from './base64.ts';

interface FileAnswer {
  $file: string;
  type: string;
}

const isFileAnswer = (answer: unknown): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && typeof (answer as FileAnswer).$file === 'string' && typeof (answer as FileAnswer).type === 'string';

/** In the main process: the answer as the bridge carries it. */
export async function toBridgeAnswer(answer: unknown): Promise<unknown> {
  return answer instanceof Blob ? ({ $file: bytesToBase64(new Uint8Array(await answer.arrayBuffer())), type: answer.type } satisfies FileAnswer) : answer;
}

/** In the renderer: the answer as the server gave it. */
export function fromBridgeAnswer(answer: unknown): unknown {
  return isFileAnswer(answer) ? new Blob([base64ToBytes(answer.$file) as Uint8Array<ArrayBuffer>], { type: answer.type }) : answer;
}
