import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface WireSize {
  status: number;
  /** Body bytes as they travel, with the encoding the server chose. */
  wireBytes: number;
  encoding: string;
  /** The JSON after decoding. */
  jsonBytes: number;
}

/** One GET as a browser sends it (Accept-Encoding: gzip, deflate, br), body counted raw. */
export function measureWireSize(url: string, headers: Record<string, string>): Promise<WireSize> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const decoded =
            encoding === 'gzip'
              ? gunzipSync(body)
              : encoding === 'br'
                ? brotliDecompressSync(body)
                : body;
          resolve({
            status: response.statusCode ?? 0,
            wireBytes: body.length,
            encoding,
            jsonBytes: decoded.length,
          });
        });
      },
    );
    request.on('error', reject);
  });
}
