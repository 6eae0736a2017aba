import { CircleCheck, CircleX } from 'lucide-react';
import { Fragment } from 'react';

import {
  parseInline,
  parseLessonContent,
  type LessonBlock,
} from '@/features/learning/utils/lesson-content';
import { cn } from '@/lib/cn';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) =>
        segment.bold ? (
          <strong key={index} className="font-semibold text-slate-900">
            {segment.text}
          </strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: LessonBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h3 className="pt-2 text-lg font-bold text-slate-900">
          <InlineText text={block.text} />
        </h3>
      );
    case 'list':
      return (
        <ul className="space-y-2 pl-1">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-2.5">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary-500"
              />
              <span>
                <InlineText text={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'myth-fact':
      return (
        <div
          role="group"
          aria-label="Myth versus fact"
          className="grid overflow-hidden rounded-xl border border-slate-200 sm:grid-cols-2"
        >
          <MythOrFact side="myth" text={block.myth} />
          <MythOrFact side="fact" text={block.fact} />
        </div>
      );
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
  }
}

/** A lesson's text in the lesson format (see utils/lesson-content.ts). */
export function LessonContent({ content }: { content: string }) {
  const blocks = parseLessonContent(content);
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-700">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

const mythFactSides = {
  myth: {
    label: 'Myth',
    icon: CircleX,
    box: 'bg-danger-soft/70',
    iconColor: 'text-red-700',
    labelColor: 'text-red-800',
  },
  fact: {
    label: 'Fact',
    icon: CircleCheck,
    box: 'border-t border-slate-200 bg-success-soft/70 sm:border-t-0 sm:border-l',
    iconColor: 'text-green-700',
    labelColor: 'text-green-800',
  },
} as const;

/** One half of a myth-versus-fact block. */
function MythOrFact({ side, text }: { side: keyof typeof mythFactSides; text: string }) {
  const { label, icon: Icon, box, iconColor, labelColor } = mythFactSides[side];
  return (
    <div className={cn('flex gap-2.5 p-4', box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColor)} />
      <p>
        <span className={cn('block text-xs font-bold tracking-wide uppercase', labelColor)}>
          {label}
        </span>
        <span className="text-slate-800">
          <InlineText text={text} />
        </span>
      </p>
    </div>
  );
}
