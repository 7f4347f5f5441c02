// The site's generic entry (the 404 page); the build gives each prerendered route its own.
import { start } from './start';

start();
