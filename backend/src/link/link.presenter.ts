import type { LinkDto, LinkResultDto, RefsResultDto } from './link.dto.js';
import type { LinkData } from './link-rules.js';
import type { Ref } from './references.js';

export function linkResult(link: LinkData): LinkResultDto {
  const dto: LinkDto = {
    LinkID: link.LinkID,
    Title: link.Title,
    URL: link.URL,
    Image: link.Image,
    Icon: link.Icon,
  };
  return { Link: dto };
}

export function refsResult(refs: Ref[]): RefsResultDto {
  return { Refs: refs.map((r) => ({ Name: r.Name, URL: r.URL })) };
}
