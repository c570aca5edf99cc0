import type { ConvoPageDto } from '../../api/types';

/** One card of a question's story. */
export interface StorySlide {
  kind: 'question' | 'position' | 'argument';
  key: string;
  title: string;
  text: string;
  /** The page the card is about. */
  link: string;
  /** For an argument: the position it supports. */
  context?: string;
}

/**
 * A question told as a story: a title card with the question, then each position followed by
 * its arguments, in the page's order. Built from the question page's data (no extra request).
 */
export function buildStory({ Convo, Positions }: ConvoPageDto): StorySlide[] {
  const slides: StorySlide[] = [
    {
      kind: 'question',
      key: Convo.ConvoID,
      title: Convo.Title,
      text: Convo.Description,
      link: Convo.Link,
    },
  ];
  for (const pos of Positions) {
    slides.push({
      kind: 'position',
      key: pos.PosID,
      title: pos.Title,
      text: pos.Description,
      link: pos.Link,
    });
    for (const arg of pos.Arguments) {
      slides.push({
        kind: 'argument',
        key: arg.ArgID,
        title: arg.Title,
        text: arg.Description,
        link: arg.Link,
        context: pos.Title,
      });
    }
  }
  return slides;
}
