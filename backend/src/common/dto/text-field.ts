import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { TextRule } from '../text-rules.js';

/**
 * A text field of a create body, documented with the limits of the kind's text rule. Only its type
 * is checked here: the service trims it and enforces the rule (checkText), so that a length is
 * counted after trimming, as a person counts characters.
 */
export function TextField(field: string, rule: TextRule, { optional = false } = {}) {
  const limits =
    rule.min > 0 ? { minLength: rule.min, maxLength: rule.max } : { maxLength: rule.max };
  const text = IsString({ message: `${field} must be text` });
  return optional
    ? applyDecorators(ApiProperty({ required: false, ...limits }), IsOptional(), text)
    : applyDecorators(ApiProperty(limits), text);
}
