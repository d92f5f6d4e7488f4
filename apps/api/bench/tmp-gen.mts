import { largeDatabase } from './large-data';
await largeDatabase('/tmp/pb/cache', '/tmp/pb/l.db', console.log);
