export interface DockerfileInstruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions, one per entry: line continuations joined, comments left out. */
export function dockerfileInstructions(text: string): DockerfileInstruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}
