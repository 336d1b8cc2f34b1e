/** The S3 emulator as its own process (it needs Node's legacy OpenSSL provider). */
import S3rver from 's3rver';

const origin = process.env.S3_CORS_ORIGIN ?? '*';
// Presigned uploads and downloads come straight from the browser.
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedOrigin>*</AllowedOrigin>
<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>Content-Disposition</ExposeHeader>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

const server = new S3rver({
  port: Number(process.env.S3_PORT),
  address: '127.0.0.1',
  directory: process.env.S3_DIR!,
  silent: true,
  configureBuckets: (process.env.S3_BUCKETS ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => ({ name, configs: [cors] })),
});

// Event notifications go to the parent (the stand-in), which invokes the Lambda as S3 would.
// (s3rver is a Koa app, an EventEmitter; its type declarations leave that out.)
if (process.send) (server as unknown as NodeJS.EventEmitter).on('event', (event: unknown) => process.send!(event));

await server.run();
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
