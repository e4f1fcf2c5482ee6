// Test fixtures for the engine: merchant configs built from the shipped files plus patches, and
// the standard viewers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MerchantConfig } from '@/config/schema';
import { mergeConfig } from '@/config/merge';
import { validateMerchant } from '@/config/validate';
import { accessContext, type AccessContext } from '@/engine/access';
import type { PlatformFlags } from '@/engine/flags';
import type { MemberInfo, Session, Viewer, ViewerKind } from '@/engine/member-types';
import { sampleViewer } from '@/engine/snapshot';

const MERCHANTS = fileURLToPath(new URL('../../merchants', import.meta.url));
const readJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(MERCHANTS, name), 'utf8')) as unknown;

export const DEFAULTS = readJson('_defaults.json');

/** A validated merchant config: a shipped file (default demo) with an optional patch merged over it. */
export function merchant(patch: Record<string, unknown> = {}, base = 'demo'): MerchantConfig {
  const result = validateMerchant(mergeConfig(readJson(`${base}.json`), patch), DEFAULTS);
  if (!result.ok) throw new Error(`invalid test config: ${JSON.stringify(result.problems)}`);
  return result.config;
}

export const session = (type: number, userName = `user${type}`): NonNullable<Session> => ({
  token: `t-${userName}`,
  userName,
  type,
  firstTimeLogin: false,
  merchantCode: 'demo',
});

/** A logged-in viewer of `type` with member info (pass `member: null` for none loaded yet). */
export function viewerOfType(type: number, member: Partial<NonNullable<MemberInfo>> | null = {}): Viewer {
  return { session: session(type), member: member === null ? null : { type, ...member } };
}

export const GUEST_VIEWER: Viewer = { session: null, member: null };

export function ctxFor(viewer: Viewer | ViewerKind, config: MerchantConfig = merchant(), platformFlags?: PlatformFlags): AccessContext {
  const v = typeof viewer === 'string' ? sampleViewer(viewer) : viewer;
  return accessContext(config, v, platformFlags);
}

/** Flags all on except those named. */
export function flagsOff(...codes: string[]): Record<string, unknown> {
  return { whitelabel: Object.fromEntries(codes.map((c) => [c, false])) };
}
