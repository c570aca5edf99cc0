import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { NewReqDto, ReqListQueryDto } from './req.dto.js';

const MESSAGE = 'artifactID must be an id (or empty for an admin request)';

/** The messages of the artifactID checks (the other fields are left valid). */
function artifactIdErrors(type: typeof NewReqDto | typeof ReqListQueryDto, artifactID: unknown) {
  const plain =
    type === NewReqDto
      ? { artifactType: 'arg', title: 'Please discuss', issue: 'An issue, long enough.' }
      : { artifactType: 'arg' };
  const dto: object = plainToInstance(
    type as new () => object,
    artifactID === undefined ? plain : { ...plain, artifactID },
  );
  return validateSync(dto)
    .filter((e) => e.property === 'artifactID')
    .flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('the artifactID of a request', () => {
  for (const type of [NewReqDto, ReqListQueryDto]) {
    it(`${type.name}: an id, empty or absent passes`, () => {
      expect(artifactIdErrors(type, 'abc_DEF-1')).toEqual([]);
      expect(artifactIdErrors(type, 'x'.repeat(16))).toEqual([]);
      expect(artifactIdErrors(type, '')).toEqual([]);
      expect(artifactIdErrors(type, undefined)).toEqual([]);
    });

    it(`${type.name}: anything else is refused, naming the rule`, () => {
      for (const bad of ['not an id!', 'x'.repeat(17), ' abc', 'a\u0000b'])
        expect(artifactIdErrors(type, bad)).toContain(MESSAGE);
      expect(artifactIdErrors(type, 7)).toContain(MESSAGE);
    });
  }

  it('NewReqDto: null is a wrong type, not an absent id', () => {
    expect(artifactIdErrors(NewReqDto, null)).toContain(MESSAGE);
  });
});
