// @vitest-environment node
import { ROUTES, allRoutePaths } from '@/engine/routes';
import { engineOutputs, sampleViewer, SAMPLE_VENDOR_DATA } from '@/engine/snapshot';
import { viewerKind } from '@/engine/member-types';
import { merchant } from './fixtures';

describe('engineOutputs', () => {
  const demo = merchant();

  it.each(['guest', 'member', 'trial', 'agent'] as const)('sample viewer %s is of its kind', (kind) => {
    expect(viewerKind(sampleViewer(kind))).toBe(kind);
    expect(engineOutputs(demo, kind, SAMPLE_VENDOR_DATA).viewer).toBe(kind);
  });

  it('covers every path and every route', () => {
    const out = engineOutputs(demo, 'member');
    expect(Object.keys(out.chrome)).toEqual(allRoutePaths());
    expect(Object.keys(out.guards)).toEqual(ROUTES.map((r) => r.id));
    expect(out.chrome['/m/activity/1']).toBe('activityDetail title.activityDetail header footer back:history');
  });

  it('is deterministic and reflects the viewer', () => {
    expect(engineOutputs(demo, 'agent')).toEqual(engineOutputs(demo, 'agent'));
    expect(engineOutputs(demo, 'guest').guards.deposit).toBe('redirect /m/login (replace) (needsLogin)');
    expect(engineOutputs(demo, 'trial').guards.deposit).toBe('refuse refuse.freeReject then /m/home (freeReject)');
    expect(engineOutputs(demo, 'agent').agent.contractPrompts).toHaveLength(3);
    expect(engineOutputs(demo, 'trial').agent.contractPrompts).toHaveLength(0);
  });

  it('reflects platform flags and explicit viewers', () => {
    const out = engineOutputs(demo, sampleViewer('member'), SAMPLE_VENDOR_DATA, { platformFlags: { REWCEN3: false } });
    expect(out.guards.rewardCenter).toBe('redirect /m/home (replace) (disabled)');
    expect(out.flags).toContain('REWCEN3:off');
  });
});
