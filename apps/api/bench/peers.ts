// The two reference servers `GET /api/rooms` is compared with, in one process of their own:
// a bare Fastify route answering the same bytes from memory (the ceiling), and an Express 5 route
// doing a plain SELECT with better-sqlite3 (a peer with no framework of ours).
// Started by run.ts: node --import tsx bench/peers.ts <roomsJsonFile> <databasePath> <fastifyPort> <expressPort>
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import express from 'express';
import Fastify from 'fastify';

const [file, databasePath, fastifyPort, expressPort] = process.argv.slice(2) as [string, string, string, string];
const bytes = readFileSync(file);

const ceiling = Fastify();
ceiling.get('/api/rooms', (_req, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await ceiling.listen({ port: Number(fastifyPort), host: '127.0.0.1' });

const sqlite = new Database(databasePath, { readonly: true });
const select = sqlite.prepare('SELECT * FROM rooms ORDER BY room_number');
const peer = express();
peer.get('/api/rooms', (_req, res) => {
  res.json(select.all());
});
await new Promise<void>((resolve) => peer.listen(Number(expressPort), '127.0.0.1', () => resolve()));
console.log('peers ready');
