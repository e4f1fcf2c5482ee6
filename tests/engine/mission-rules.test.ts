// @vitest-environment node
import { inviteLink, medalOf } from '@/engine/mission-rules';

describe('rankings', () => {
  it.each<[number, string | null]>([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [20, null],
  ])('rank %d → medal %s', (rank, medal) => expect(medalOf(rank)).toBe(medal));
});

describe('invite friends', () => {
  it('builds the registration link the registration screen reads', () => {
    expect(inviteLink('https://m.palaro.example/', 'P0AB12C')).toBe('https://m.palaro.example/m/register?affiliateCode=P0AB12C');
    expect(inviteLink('http://localhost:5173', 'A B')).toBe('http://localhost:5173/m/register?affiliateCode=A%20B');
  });
});
