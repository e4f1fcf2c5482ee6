// One host, one merchant (src/config/host-claims.ts), as a table: what the console and
// `npm run validate:merchants` both refuse.
import { hostProblems } from '@/config/host-claims';

const others = [
  { code: 'manila', hosts: ['manila.localhost', 'manila.example'] },
  { code: 'cebu', hosts: ['cebu.example'] },
];

describe('hostProblems', () => {
  it.each([
    { case: 'hosts of its own', hosts: ['demo.example', 'www.demo.example'], problems: [] },
    { case: 'no host at all', hosts: [], problems: [] },
    {
      case: 'a host another merchant lists',
      hosts: ['demo.example', 'cebu.example'],
      problems: [{ path: 'hosts[1]', message: 'host cebu.example is already listed by cebu' }],
    },
    {
      case: 'the same host in other letters',
      hosts: ['MANILA.example'],
      problems: [{ path: 'hosts[0]', message: 'host MANILA.example is already listed by manila' }],
    },
    {
      case: 'a host twice in the file',
      hosts: ['a.example', 'b.example', 'A.example'],
      problems: [{ path: 'hosts[2]', message: 'host A.example is listed twice' }],
    },
  ])('$case', ({ hosts, problems }) => {
    expect(hostProblems({ code: 'demo', hosts }, others)).toEqual(problems);
  });

  it('does not hold a file against its own earlier version', () => {
    expect(hostProblems({ code: 'manila', hosts: ['manila.localhost'] }, others)).toEqual([]);
  });
});
