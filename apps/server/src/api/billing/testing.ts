/** Text drawn in an uncompressed pdfkit document: its hex strings decoded, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)+)\]\s*TJ/g)) {
    const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
    pieces.push(hexes.map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''));
  }
  return pieces.join('\n');
}
