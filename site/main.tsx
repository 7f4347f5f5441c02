// The site's generic entry (the 404 page); each prerendered route has its own (scripts/build.ts).
import { start } from './start';

start();
