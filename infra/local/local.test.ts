import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { MalformedPathError, matchRoute } from './gateway';
import { portsFrom } from './ports';
import { runWorkflow } from './step-functions';
import { STEP_HANDLERS } from './workflow-steps';

describe('local gateway routing', () => {
  it('matches templates and decodes path parameters', () => {
    expect(matchRoute('GET', '/api/parties/search/farm%C3%A0cia')).toMatchObject({
      group: 'parties',
      params: { text: 'farmàcia' },
    });
    expect(matchRoute('GET', '/api/parties/search/')).toBeNull();
    expect(matchRoute('POST', '/api/user')).toBeNull();
    expect(matchRoute('GET', '/api/user/')?.def.path).toBe('/api/user');
  });

  it('picks the most specific route for every path of the table, as API Gateway does (literal before {param})', () => {
    for (const def of Object.values(routes as Record<string, RouteDef>)) {
      const concrete = def.path.replace(/\{\w+\+?\}/g, 'x1');
      expect(matchRoute(def.method, concrete)?.def.path, `${def.method} ${concrete}`).toBe(def.path);
    }
  });

  it('refuses a broken percent-encoding in a path parameter with its own error (the gateway answers 400)', () => {
    expect(() => matchRoute('GET', '/api/parties/search/%')).toThrow(MalformedPathError);
    expect(() => matchRoute('GET', '/api/parties/search/%E0%A4%A')).toThrow(MalformedPathError);
  });
});

describe('ports', () => {
  it('lays services out from the base port', () => {
    expect(portsFrom(6100)).toMatchObject({ web: 6100, api: 6101, dynamodb: 6102, stepfunctions: 6106 });
  });
});

describe('local Step Functions runner', () => {
  // The runner's library takes seconds to load and to compile its ASL validator on a busy machine.
  beforeAll(async () => {
    const { StateMachine } = await import('aws-local-stepfunctions');
    new StateMachine({ StartAt: 'P', States: { P: { Type: 'Pass', End: true } } });
  }, 60_000);

  it('runs an ASL file with placeholder tasks mapped to local step handlers, through Map and Choice', async () => {
    STEP_HANDLERS.DoubleFunction = async () => async (input) => ({ value: (input as { value: number }).value * 2 });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'asl-')), 'fixture.asl.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        StartAt: 'Each',
        States: {
          Each: {
            Type: 'Map',
            ItemsPath: '$.items',
            ItemProcessor: { StartAt: 'Double', States: { Double: { Type: 'Task', Resource: '${DoubleFunction}', End: true } } },
            ResultPath: '$.doubled',
            Next: 'Enough',
          },
          Enough: {
            Type: 'Choice',
            Choices: [{ Variable: '$.doubled[0].value', NumericGreaterThan: 2, Next: 'Big' }],
            Default: 'Small',
          },
          Big: { Type: 'Pass', Result: 'big', End: true },
          Small: { Type: 'Pass', Result: 'small', End: true },
        },
      }),
    );
    const stepLimits = { DoubleFunction: { timeoutSeconds: 30, memoryMb: 256 } };
    expect(await runWorkflow(file, { items: [{ value: 2 }, { value: 3 }] }, { stepLimits })).toBe('big');
    expect(await runWorkflow(file, { items: [{ value: 1 }] }, { stepLimits })).toBe('small');
    delete STEP_HANDLERS.DoubleFunction;
    // Each Map iteration validates its machine again: seconds on a busy machine.
  }, 30_000);
});
