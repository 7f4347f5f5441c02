import { DurableObject } from 'cloudflare:workers';
export class SlotLocks extends DurableObject<Env> {}
